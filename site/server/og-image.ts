import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { createElement, type CSSProperties, type ReactNode } from 'react';
import satori, { type Font } from 'satori';
import { BRAND } from '#shared/brand.ts';
import { COMMUNITY_TIME_ZONE } from '#shared/communityZone.ts';
import { formatLongDateBR } from '#shared/dates.ts';

/** What a share card shows: the title, an optional kicker ('Blog', 'Evento', 'Notícias') and date. */
export interface ShareCard {
  title: string;
  kicker?: string;
  /** An ISO date ('2026-11-21') or timestamp, shown in pt-BR ('21 de novembro de 2026'); other text as given. */
  date?: string;
}

export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

/** The site's design tokens (site/src/styles.css), so a card looks like the site's hero. */
const COLORS = {
  hero: '#0f1733',
  heroGlow: '#27326b',
  heroText: '#f4f6ff',
  heroMuted: '#c7d2fe',
  accent: '#c2410c',
  accentLight: '#fdba74',
  primary: '#1d4ed8',
} as const;

/** Cards kept in memory; each is ~30–80 KB, so this bounds the cache to a few MB. */
const CACHE_LIMIT = 200;
/** Longer titles are cut before layout: the card shows at most four lines anyway. */
const TITLE_MAX_CHARS = 220;

const cache = new Map<string, Promise<Buffer>>();
let fonts: Font[] | null = null;

/**
 * Draws a branded 1200×630 PNG for link previews (og:image). Results are cached by content, so a
 * card is drawn once per title/kicker/date while it stays among the most recently used ones.
 */
export function renderShareCard(card: ShareCard): Promise<Buffer> {
  const content = normalise(card);
  const key = JSON.stringify([content.title, content.kicker, content.date]);
  const cached = cache.get(key);
  if (cached) {
    // Re-inserting marks the entry as the most recently used.
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const rendering = draw(content);
  cache.set(key, rendering);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  // A failed drawing is not kept, so the next request tries again.
  rendering.catch(() => {
    if (cache.get(key) === rendering) cache.delete(key);
  });
  return rendering;
}

interface CardContent {
  title: string;
  kicker: string;
  date: string;
}

function normalise(card: ShareCard): CardContent {
  const title = collapse(card.title) || BRAND.name;
  return {
    title: title.length > TITLE_MAX_CHARS ? `${title.slice(0, TITLE_MAX_CHARS - 1).trimEnd()}…` : title,
    kicker: collapse(card.kicker ?? '').slice(0, 40),
    date: formatCardDate(card.date),
  };
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** pt-BR long date in the community's time zone; a date without a time is that calendar day. */
export function formatCardDate(value: string | undefined): string {
  const text = collapse(value ?? '');
  if (!text) return '';
  return formatLongDateBR(text, COMMUNITY_TIME_ZONE) || text.slice(0, 60);
}

async function draw(content: CardContent): Promise<Buffer> {
  const svg = await satori(cardElement(content), {
    width: SHARE_CARD_WIDTH,
    height: SHARE_CARD_HEIGHT,
    fonts: loadFonts(),
  });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_CARD_WIDTH } }).render().asPng();
  return Buffer.from(png);
}

/**
 * A file of an installed package: next to this module, else in the checkout the server runs from
 * (ELO_PACKAGES_ROOT, set by the production server when the build lives outside it).
 */
function resolvePackageFile(request: string): string {
  try {
    return createRequire(import.meta.url).resolve(request);
  } catch (err) {
    const root = process.env.ELO_PACKAGES_ROOT;
    if (!root) throw err;
    return createRequire(`${root.replace(/\/$/, '')}/package.json`).resolve(request);
  }
}

/** Inter from the installed package (satori reads WOFF, not WOFF2); never fetched at run time. */
function loadFonts(): Font[] {
  if (fonts) return fonts;
  const read = (file: string) => readFileSync(resolvePackageFile(`@fontsource/inter/files/${file}`));
  fonts = (['latin', 'latin-ext'] as const).flatMap((subset) =>
    ([400, 700, 800] as const).map((weight) => ({
      name: 'Inter',
      data: read(`inter-${subset}-${weight}-normal.woff`),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}

/** Title size steps down as it grows, so most titles fit in three lines before the clamp cuts in. */
function titleFontSize(title: string): number {
  if (title.length <= 40) return 76;
  if (title.length <= 80) return 64;
  if (title.length <= 130) return 54;
  return 48;
}

function box(style: CSSProperties, ...children: ReactNode[]): ReactNode {
  return createElement('div', { style: { display: 'flex', ...style } }, ...children);
}

function logoMark(): ReactNode {
  return createElement(
    'svg',
    { width: 56, height: 56, viewBox: '0 0 32 32' },
    createElement('circle', {
      cx: 12,
      cy: 16,
      r: 9,
      fill: 'none',
      stroke: COLORS.heroText,
      strokeWidth: 3,
    }),
    createElement('circle', {
      cx: 20,
      cy: 16,
      r: 9,
      fill: 'none',
      stroke: COLORS.accentLight,
      strokeWidth: 3,
    }),
  );
}

function cardElement({ title, kicker, date }: CardContent): ReactNode {
  const fontSize = titleFontSize(title);
  return box(
    {
      width: SHARE_CARD_WIDTH,
      height: SHARE_CARD_HEIGHT,
      boxSizing: 'border-box',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px 0',
      fontFamily: 'Inter',
      color: COLORS.heroText,
      backgroundColor: COLORS.hero,
      backgroundImage: `radial-gradient(circle at 20% 0%, ${COLORS.heroGlow} 0%, ${COLORS.hero} 60%)`,
    },
    box(
      { alignItems: 'center', justifyContent: 'space-between' },
      box(
        { alignItems: 'center', gap: 18 },
        logoMark(),
        box({ fontSize: 40, fontWeight: 800, letterSpacing: -0.5 }, BRAND.name),
      ),
      kicker
        ? box(
            {
              fontSize: 26,
              fontWeight: 700,
              textTransform: 'uppercase',
              letterSpacing: 2,
              color: COLORS.hero,
              backgroundColor: COLORS.accentLight,
              padding: '10px 24px',
              borderRadius: 999,
            },
            kicker,
          )
        : null,
    ),
    box(
      { flexGrow: 1, alignItems: 'center', paddingTop: 24, paddingBottom: 24, overflow: 'hidden' },
      createElement(
        'div',
        {
          style: {
            display: 'block',
            width: '100%',
            fontSize,
            fontWeight: 800,
            lineHeight: 1.15,
            letterSpacing: -1,
            lineClamp: 4,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            wordBreak: 'break-word',
          } as CSSProperties,
        },
        title,
      ),
    ),
    box(
      {
        alignItems: 'center',
        justifyContent: 'space-between',
        paddingBottom: 40,
        fontSize: 28,
        color: COLORS.heroMuted,
      },
      box({ fontWeight: 700 }, date),
      box({ fontWeight: 400 }, BRAND.tagline),
    ),
    box({
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: 0,
      height: 12,
      backgroundImage: `linear-gradient(90deg, ${COLORS.accent}, ${COLORS.primary})`,
    }),
  );
}

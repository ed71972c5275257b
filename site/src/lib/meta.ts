import { BRAND } from '#shared/brand.ts';
import type { MetaDescriptor } from 'react-router';

export interface PageMeta {
  title: string;
  description: string;
  /** Share image (absolute or site-relative). */
  image?: string | null;
  type?: 'website' | 'article';
}

export const DEFAULT_DESCRIPTION = `${BRAND.name}: a ${BRAND.tagline} do Brasil.`;

interface MatchLike {
  id: string;
  data?: unknown;
}

/** The public site address the root loader worked out (SITE_URL or the request's origin). */
export function siteUrlOf(matches: ReadonlyArray<MatchLike | undefined>): string {
  const root = matches.find((match) => match?.id === 'root')?.data as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? '';
}

/**
 * The head of a page: title, description, canonical URL, Open Graph and Twitter card, all in the
 * first HTML so link previews and crawlers see them.
 */
export function pageMeta(
  { title, description, image, type = 'website' }: PageMeta,
  {
    matches,
    location,
  }: { matches: ReadonlyArray<MatchLike | undefined>; location: { pathname: string; search: string } },
): MetaDescriptor[] {
  const siteUrl = siteUrlOf(matches);
  const fullTitle = title.includes(BRAND.name) ? title : `${title} | ${BRAND.name}`;
  const text = description || DEFAULT_DESCRIPTION;
  const page = new URLSearchParams(location.search).get('pagina');
  const url = `${siteUrl}${location.pathname}${page && page !== '1' ? `?pagina=${encodeURIComponent(page)}` : ''}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: text },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: BRAND.name },
    { property: 'og:locale', content: 'pt_BR' },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: text },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: text },
  ];
  if (image) {
    const absolute = /^https?:\/\//.test(image)
      ? image
      : `${siteUrl}${image.startsWith('/') ? '' : '/'}${image}`;
    tags.push({ property: 'og:image', content: absolute }, { name: 'twitter:image', content: absolute });
  }
  return tags;
}

export const NOT_FOUND_META: PageMeta = {
  title: 'Página não encontrada',
  description: 'A página que você procura não existe.',
};

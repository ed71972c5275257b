// First: React and MUI load their production builds (the browser's markup, class names included).
import './production-env.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  START_HYDRATION_SCRIPT,
  inertModulePreload,
  inertModuleScript,
} from '#site/server/deferred-hydration.ts';
import { REPO_ROOT } from '#supabase/local/config.ts';
import { ADMIN_AUTH_HTML } from '#site/server/http/admin-auth-page.ts';

const ROOT_ELEMENT = '<div id="root"></div>';
const EMOTION_STYLE = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;
/** The key of Emotion's default cache: its class styles' tags say `data-emotion="css <name>"`. */
const CLASS_STYLE_PREFIX = 'css ';

/**
 * Emotion's tags as the head gets them: each run of class-style tags becomes one tag naming all their
 * styles, in their order (Emotion reads every name of a tag when it starts). Emotion moves each server
 * style tag into the head twice as it starts, and sixty moves made a fifth of the back-office's first
 * script task; other tags (the global styles, which Emotion finds by their name) stay as they are.
 */
function headStyles(body: string): string {
  const tags: { names: string; css: string }[] = [];
  for (const [, names, css] of body.matchAll(EMOTION_STYLE)) {
    const last = tags.at(-1);
    if (last && names.startsWith(CLASS_STYLE_PREFIX) && last.names.startsWith(CLASS_STYLE_PREFIX)) {
      last.names += ` ${names.slice(CLASS_STYLE_PREFIX.length)}`;
      last.css += css;
    } else {
      tags.push({ names, css });
    }
  }
  return tags.map(({ names, css }) => `<style data-emotion="${names}">${css}</style>`).join('');
}

/**
 * The page with the form's style tags moved from beside their elements into the head: parsed in the body,
 * each one restyles what came before it, and on a slow phone the card is painted while it grows (it
 * moves as it is centred again). In the head, the form paints once, styled. Emotion moves its server
 * styles into the head itself when it starts, so the hydrated page is the same.
 */
export function pageWithForm(index: string, body: string): string {
  if (!index.includes(ROOT_ELEMENT)) throw new Error(`${ROOT_ELEMENT} is missing from the built index.html`);
  const markup = body.replace(EMOTION_STYLE, '');
  return index
    .replace('</head>', () => `${headStyles(body)}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>`);
}

const MODULE_PRELOAD = /<link rel="modulepreload"([^>]*?)\shref="([^"]+)"[^>]*>\s*/g;
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="[^"]+"[^>]*><\/script>/g;

/**
 * The page with its scripts held back until the form has painted, as the site's pages do
 * (site/server/deferred-hydration.ts): the module preloads and the entry script are sent inert, and
 * START_HYDRATION_SCRIPT (allowed by its hash in the back-office's Content-Security-Policy) makes them
 * live once the page has painted. Fetched at once, the 119 KB of scripts shared a slow connection with
 * the page itself and held its paint back; the form works the same once they run.
 * Each preloaded chunk also gets a script of its own, before the entry's: the start script runs them
 * one after the other, so React, MUI and the page's code each run in a task of their own instead of
 * one long task as the entry imports them all (a tap on the form waited for it). Vite lists the
 * preloads with each chunk after the chunks it imports, and a chunk runs its imports first anyway:
 * running the chunks ahead of the entry changes no order.
 */
export function withScriptsAfterPaint(page: string): string {
  const entries = page.match(ENTRY_SCRIPT) ?? [];
  if (entries.length !== 1)
    throw new Error(`Expected one entry module script in the page, found ${entries.length}`);
  const preloads: string[] = [];
  const chunkScripts: string[] = [];
  for (const [preload, attributes, href] of page.matchAll(MODULE_PRELOAD)) {
    preloads.push(inertModulePreload(preload.trim()));
    chunkScripts.push(inertModuleScript(`<script type="module"${attributes} src="${href}"></script>`));
  }
  const inertEntry = inertModuleScript(entries[0]!);
  return page
    .replace(MODULE_PRELOAD, '')
    .replace(
      ENTRY_SCRIPT,
      () =>
        `<script>${START_HYDRATION_SCRIPT}</script>${preloads.join('')}${chunkScripts.join('')}${inertEntry}`,
    );
}

/**
 * Renders /admin-auth (the sign-in form, for a visitor without a session) into <distAdminDir>/
 * admin-auth.html: the built index.html with the form inside its root element. The production server
 * sends it for /admin-auth, so the form paints before the scripts arrive (backoffice/main.tsx hydrates
 * it). The page code runs in Node through Vite's SSR loader, with the back-office's own config.
 */
export async function prerenderAdminAuth(distAdminDir: string): Promise<void> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: path.join(REPO_ROOT, 'vite.backoffice.config.ts'),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    mode: 'production',
    logLevel: 'warn',
  });
  try {
    const { prerenderSignInPage } = (await vite.ssrLoadModule('/prerender.tsx')) as {
      prerenderSignInPage: () => Promise<string>;
    };
    const body = await prerenderSignInPage();
    const index = readFileSync(path.join(distAdminDir, 'index.html'), 'utf8');
    writeFileSync(path.join(distAdminDir, ADMIN_AUTH_HTML), withScriptsAfterPaint(pageWithForm(index, body)));
  } finally {
    await vite.close();
  }
}

// `tsx scripts/prerender-admin-auth.ts [distAdminDir]` (after the back-office's vite build).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await prerenderAdminAuth(path.resolve(process.argv[2] ?? path.join(REPO_ROOT, 'dist', 'admin')));
}

// @vitest-environment node
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import {
  MAIN_IMAGE_WAIT_MS,
  START_HYDRATION_SCRIPT,
  deferredHydration,
} from '#site/server/deferred-hydration.ts';
import { ASYNC_WAIT_MS } from '#tests/unit/setup.ts';

/** The parts of a page React Router renders for hydration, as its server HTML has them. */
const BOOTSTRAP_TEXT =
  ';\nimport * as route0 from "/assets/root.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client.js");';
const CONTEXT_SCRIPT =
  '<script>window.__reactRouterContext = {"ssr":true};window.__reactRouterContext.stream = 1;' +
  'window.__reactRouterContext.streamController = { close() {} };</script>';
const HTML =
  '<!DOCTYPE html><html lang="pt-BR"><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="preload" as="image" href="/poster.jpg"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '</head><body><main><h1>Comunicação é ação</h1><p>rel="modulepreload" type="module"</p></main>' +
  '<script type="application/ld+json">{"name":"Elo CX"}</script>' +
  '<script type="module" src="/assets/other.js"></script>' +
  CONTEXT_SCRIPT +
  `<script type="module" async="">${BOOTSTRAP_TEXT}</script>` +
  '<script>window.__reactRouterContext.streamController.close();</script></body></html>';

/** Streams the pieces through the transform, as the renderer's chunks. */
function transformed(pieces: Buffer[]): Promise<string> {
  return text(Readable.from(pieces).pipe(deferredHydration()));
}

/** Streams `html` as UTF-8, cut into pieces of `size` bytes (a cut may split a character). */
function streamed(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html);
  const pieces: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) pieces.push(bytes.subarray(start, start + size));
  return transformed(pieces);
}

const START_SCRIPT_TAG = `<script>${START_HYDRATION_SCRIPT}</script>`;

describe('deferred hydration: the server HTML', () => {
  it('sends the module preloads and the module bootstrap inert, with the start script before it', async () => {
    const out = await streamed(HTML, HTML.length * 4);
    expect(out).not.toMatch(/<link rel="modulepreload"|<script type="module" async/);
    expect(out.match(/<link rel="deferred-modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(out).toContain(
      `${START_SCRIPT_TAG}<script type="deferred-module" async="">${BOOTSTRAP_TEXT}</script>`,
    );
    expect(out.split(START_HYDRATION_SCRIPT)).toHaveLength(2);
    // Everything else as React Router rendered it: context, data, other scripts, text, other links.
    expect(out).toContain(CONTEXT_SCRIPT);
    expect(out).toContain('<script type="module" src="/assets/other.js"></script>');
    expect(out).toContain('<p>rel="modulepreload" type="module"</p>');
    expect(out).toContain('<link rel="preload" as="image" href="/poster.jpg"/>');
    expect(
      out
        .replace(START_SCRIPT_TAG, '')
        .replaceAll(' rel="deferred-modulepreload" fetchpriority="low"', ' rel="modulepreload"')
        .replace('type="deferred-module"', 'type="module"'),
    ).toBe(HTML);
  });

  it('gives the same HTML wherever the stream is cut, even inside a tag or a character', async () => {
    const whole = await streamed(HTML, HTML.length * 4);
    const bytes = Buffer.from(HTML);
    for (let cut = 1; cut < bytes.length; cut++) {
      const pieces = [bytes.subarray(0, cut), bytes.subarray(cut)];
      expect(await transformed(pieces), `cut at byte ${cut}`).toBe(whole);
    }
    for (const size of [1, 2, 3, 7, 11, 64]) {
      expect(await streamed(HTML, size), `chunks of ${size} bytes`).toBe(whole);
    }
  });

  it('gives the start script the nonce of React Router’s scripts', async () => {
    const html = `<body><script nonce="r4nd0m" type="module" async="">${BOOTSTRAP_TEXT}</script></body>`;
    const out = await streamed(html, 7);
    expect(out).toContain(`<script nonce="r4nd0m">${START_HYDRATION_SCRIPT}</script>`);
    expect(out).toContain('<script nonce="r4nd0m" type="deferred-module" async="">');
  });
});

describe('deferred hydration: in the browser', () => {
  it('makes the preloads and the bootstrap live once the page has painted, and leaves no trace', async () => {
    const html = await streamed(HTML, 64);
    const { window } = new JSDOM(html, { runScripts: 'dangerously', pretendToBeVisual: true });
    const { document } = window;
    const live = () => ({
      preloads: [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
        l.getAttribute('href'),
      ),
      modules: [...document.querySelectorAll('script[type="module"]:not([src])')].map((s) => s.textContent),
    });
    // Parsed, not yet painted: nothing to fetch or run, and the start script is gone already.
    expect(live()).toEqual({ preloads: [], modules: [] });
    expect(document.documentElement.outerHTML).not.toContain('document.currentScript');

    // One tag per task after the first frame: on a loaded machine that can take longer than vi.waitFor's 1 s.
    await vi.waitFor(() => expect(live().modules).toHaveLength(1), { timeout: ASYNC_WAIT_MS });
    expect(live()).toEqual({
      preloads: ['/assets/entry.client.js', '/assets/root.js'],
      modules: [BOOTSTRAP_TEXT],
    });
    const bootstrap = document.querySelector('script[type="module"]:not([src])')!;
    expect(bootstrap.hasAttribute('async')).toBe(true);
    expect(bootstrap.previousElementSibling?.textContent).toContain('__reactRouterContext = ');
    expect(document.querySelectorAll('[rel^="deferred-"], [type^="deferred-"]')).toHaveLength(0);
    window.close();
  });

  /** The page with its main image (asked for with high priority) at the top of its content. */
  const withMainImage = () =>
    streamed(HTML.replace('<main>', '<main><img src="/poster.jpg" alt="" fetchpriority="high">'), 64);
  const liveTags = (document: Document) =>
    document.querySelectorAll('link[rel="modulepreload"], script[type="module"]:not([src])').length;

  it('waits for the main image to load before any script is fetched', async () => {
    const { window } = new JSDOM(await withMainImage(), {
      runScripts: 'dangerously',
      pretendToBeVisual: true,
    });
    const { document, Event } = window;
    const image = document.querySelector('img')!;
    // jsdom loads no image: it stays incomplete until its load is told by hand.
    expect(image.complete).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(liveTags(document)).toBe(0);
    image.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(liveTags(document)).toBe(3), { timeout: ASYNC_WAIT_MS });
    window.close();
  });

  it('starts the scripts when the main image fails, or after at most MAIN_IMAGE_WAIT_MS', async () => {
    const failed = new JSDOM(await withMainImage(), { runScripts: 'dangerously', pretendToBeVisual: true });
    failed.window.document.querySelector('img')!.dispatchEvent(new failed.window.Event('error'));
    await vi.waitFor(() => expect(liveTags(failed.window.document)).toBe(3), { timeout: ASYNC_WAIT_MS });
    failed.window.close();

    const slow = new JSDOM(await withMainImage(), { runScripts: 'dangerously', pretendToBeVisual: true });
    const started = Date.now();
    await vi.waitFor(() => expect(liveTags(slow.window.document)).toBe(3), {
      timeout: MAIN_IMAGE_WAIT_MS + ASYNC_WAIT_MS,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(MAIN_IMAGE_WAIT_MS - 100);
    slow.window.close();
  });
});

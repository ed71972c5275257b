import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { pageWithForm, withScriptsAfterPaint } from '#scripts/prerender-admin-auth.ts';
import { START_HYDRATION_SCRIPT } from '#site/server/deferred-hydration.ts';
import { ASYNC_WAIT_MS } from '#tests/unit/setup.ts';

const INDEX = '<html><head><title>Elo CX</title></head><body><div id="root"></div></body></html>';

describe('the pre-rendered sign-in page', () => {
  it('puts the form in the root and its style tags in the head, in their order', () => {
    const body =
      '<style data-emotion="css a1">.css-a1{color:red}</style><div class="css-a1">' +
      '<style data-emotion="css b2">.css-b2{margin:0}</style><h1 class="css-b2">Painel administrativo</h1></div>';
    const page = pageWithForm(INDEX, body);
    const head = page.slice(0, page.indexOf('</head>'));
    const root = page.slice(page.indexOf('<div id="root">'));
    // One tag for a run of class styles, naming each (Emotion reads every name of a tag).
    expect(head).toContain('<style data-emotion="css a1 b2">.css-a1{color:red}.css-b2{margin:0}</style>');
    expect(root).not.toContain('<style');
    expect(root).toContain('<div class="css-a1"><h1 class="css-b2">Painel administrativo</h1></div>');
  });

  it('keeps global style tags as they are, between the runs of class styles they separate', () => {
    const body =
      '<style data-emotion="css-global g1">body{margin:0}</style>' +
      '<style data-emotion="css a1">.css-a1{color:red}</style><style data-emotion="css b2">.b{}</style>' +
      '<style data-emotion="css-global g2">@keyframes k{}</style><style data-emotion="css c3">.c{}</style><p>x</p>';
    const head = pageWithForm(INDEX, body).split('</head>')[0];
    expect(head).toContain(
      '<style data-emotion="css-global g1">body{margin:0}</style>' +
        '<style data-emotion="css a1 b2">.css-a1{color:red}.b{}</style>' +
        '<style data-emotion="css-global g2">@keyframes k{}</style><style data-emotion="css c3">.c{}</style>',
    );
  });

  it('refuses an index page without the root element', () => {
    expect(() => pageWithForm('<html><body></body></html>', '<p>x</p>')).toThrow(/missing/);
  });
});

/** The head Vite writes into the back-office's index.html. */
const BUILT_HEAD =
  '<script type="module" crossorigin src="/admin/assets/index-a1.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/admin/assets/runtime-b2.js">\n' +
  '<link rel="modulepreload" crossorigin href="/admin/assets/IconButton-c3.js">';
const BUILT_PAGE = `<html><head><title>Elo CX</title>${BUILT_HEAD}</head><body><div id="root"><h1>Painel administrativo</h1></div></body></html>`;

describe('the pre-rendered sign-in page: scripts once painted', () => {
  it('sends the preloads, a script per preloaded chunk and the entry inert, after the start script', () => {
    const page = withScriptsAfterPaint(BUILT_PAGE);
    expect(page).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(page).toContain(
      `<script>${START_HYDRATION_SCRIPT}</script>` +
        '<link rel="deferred-modulepreload" fetchpriority="low" crossorigin href="/admin/assets/runtime-b2.js">' +
        '<link rel="deferred-modulepreload" fetchpriority="low" crossorigin href="/admin/assets/IconButton-c3.js">' +
        '<script type="deferred-module" crossorigin src="/admin/assets/runtime-b2.js"></script>' +
        '<script type="deferred-module" crossorigin src="/admin/assets/IconButton-c3.js"></script>' +
        '<script type="deferred-module" crossorigin src="/admin/assets/index-a1.js"></script>',
    );
    expect(page).toContain('<h1>Painel administrativo</h1>');
  });

  it('makes the tags live once the page has painted, each chunk script after the one before has run', async () => {
    const dom = new JSDOM(withScriptsAfterPaint(BUILT_PAGE), {
      runScripts: 'dangerously',
      pretendToBeVisual: true,
    });
    const { document, Event } = dom.window;
    const liveScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')];
    // Nothing is live before the page has painted (two frames after DOMContentLoaded)…
    expect(liveScripts()).toHaveLength(0);
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    // …then the preloads, one per task (waited for: on a busy machine a frame can come between tasks),
    // and the first chunk's script.
    await vi.waitFor(() => expect(liveScripts()).toHaveLength(1), { timeout: ASYNC_WAIT_MS });
    expect(
      [...document.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')]),
    ).toEqual([
      ['modulepreload', '/admin/assets/runtime-b2.js'],
      ['modulepreload', '/admin/assets/IconButton-c3.js'],
    ]);
    // jsdom runs no module script: each one's load is told by hand. The next waits for it.
    for (const src of ['/admin/assets/runtime-b2.js', '/admin/assets/IconButton-c3.js']) {
      const running = liveScripts().at(-1)!;
      expect(running.getAttribute('src')).toBe(src);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(liveScripts().at(-1)).toBe(running);
      running.dispatchEvent(new Event('load'));
      await vi.waitFor(() => expect(liveScripts().at(-1)).not.toBe(running), { timeout: ASYNC_WAIT_MS });
    }
    expect(
      liveScripts().map((script) => [script.getAttribute('src'), script.hasAttribute('crossorigin')]),
    ).toEqual([
      ['/admin/assets/runtime-b2.js', true],
      ['/admin/assets/IconButton-c3.js', true],
      ['/admin/assets/index-a1.js', true],
    ]);
    expect(document.querySelectorAll('[type^="deferred-"], [rel^="deferred-"]')).toHaveLength(0);
    dom.window.close();
  });

  it('goes on past a chunk that fails to load', async () => {
    const dom = new JSDOM(withScriptsAfterPaint(BUILT_PAGE), {
      runScripts: 'dangerously',
      pretendToBeVisual: true,
    });
    const { document, Event } = dom.window;
    const liveScripts = () => [...document.querySelectorAll('script[type="module"]')];
    await vi.waitFor(() => expect(liveScripts()).toHaveLength(1), { timeout: ASYNC_WAIT_MS });
    liveScripts()[0]!.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(liveScripts()).toHaveLength(2), { timeout: ASYNC_WAIT_MS });
    dom.window.close();
  });

  it('refuses a page without exactly one entry script', () => {
    expect(() => withScriptsAfterPaint('<html><head></head><body></body></html>')).toThrow(/found 0/);
  });
});

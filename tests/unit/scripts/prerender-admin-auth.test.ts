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
    expect(head).toContain(
      '<style data-emotion="css a1">.css-a1{color:red}</style><style data-emotion="css b2">.css-b2{margin:0}</style>',
    );
    expect(root).not.toContain('<style');
    expect(root).toContain('<div class="css-a1"><h1 class="css-b2">Painel administrativo</h1></div>');
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
  it('sends the entry script and the module preloads inert, with the start script before them', () => {
    const page = withScriptsAfterPaint(BUILT_PAGE);
    expect(page).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(page).toContain(
      `<script>${START_HYDRATION_SCRIPT}</script><script type="deferred-module" crossorigin src="/admin/assets/index-a1.js"></script>`,
    );
    expect(
      page.match(/<link rel="deferred-modulepreload" fetchpriority="low" crossorigin href=/g),
    ).toHaveLength(2);
    expect(page).toContain('<h1>Painel administrativo</h1>');
  });

  it('makes the same tags live again once the page has painted', async () => {
    const dom = new JSDOM(withScriptsAfterPaint(BUILT_PAGE), {
      runScripts: 'dangerously',
      pretendToBeVisual: true,
    });
    const { document } = dom.window;
    // Nothing is live before the page has painted (two frames after DOMContentLoaded)…
    expect(document.querySelectorAll('script[type="module"], link[rel="modulepreload"]')).toHaveLength(0);
    // …then one tag per task, the entry script last: a fixed number of frames is not enough on a busy
    // machine, where a stall lets a frame come before the next task.
    await vi.waitFor(() => expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1), {
      timeout: ASYNC_WAIT_MS,
    });
    expect(
      [...document.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')]),
    ).toEqual([
      ['modulepreload', '/admin/assets/runtime-b2.js'],
      ['modulepreload', '/admin/assets/IconButton-c3.js'],
    ]);
    const scripts = [...document.querySelectorAll('script')];
    expect(
      scripts.map((script) => [script.type, script.getAttribute('src'), script.hasAttribute('crossorigin')]),
    ).toEqual([['module', '/admin/assets/index-a1.js', true]]);
    dom.window.close();
  });

  it('refuses a page without exactly one entry script', () => {
    expect(() => withScriptsAfterPaint('<html><head></head><body></body></html>')).toThrow(/found 0/);
  });
});

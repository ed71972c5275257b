import { describe, expect, it } from 'vitest';
import { withoutScripts } from '#scripts/zero-script-proxy.ts';

describe('withoutScripts', () => {
  it('takes out scripts, module preloads (plain and deferred) and inline handlers, and keeps the rest', () => {
    const page = [
      '<html><head>',
      '<link rel="modulepreload" href="/assets/a.js"/>',
      '<link rel="deferred-modulepreload" fetchpriority="low" href="/assets/b.js" nonce="x"/>',
      '<link rel="stylesheet" href="/assets/styles.css"/>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '</head><body><main><h1>Eventos</h1><img src="/p.png" onload="go()"/></main>',
      '<script nonce="x">window.__ctx = "</div>";</script>',
      '<script type="module" src="/assets/entry.js"></script>',
      '</body></html>',
    ].join('');
    expect(withoutScripts(page)).toBe(
      '<html><head><link rel="stylesheet" href="/assets/styles.css"/></head>' +
        '<body><main><h1>Eventos</h1><img src="/p.png"/></main></body></html>',
    );
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startWebServer, type WebServerHandle } from '#site/server/http/web-server.ts';
import { EVENT_IDS } from '../helpers/seed-ids.ts';
import { testViteCacheDir } from '../helpers/vite-cache.ts';

/**
 * The security headers on the HTML pages of both apps, from the web server on the real site code (dev
 * mode: the site rendered by React Router from source, the back-office from its Vite dev server). The
 * production server adds them the same way (site/server/http/site-server.ts); the end-to-end suite checks them
 * on the real builds and listens for policy violations in the browser.
 */
const PORT = Number(process.env.PORT || 5301);
let web: WebServerHandle;

beforeAll(async () => {
  process.env.SUPABASE_URL = inject('apiUrl');
  web = await startWebServer({
    mode: 'dev',
    port: PORT,
    host: '127.0.0.1',
    viteCacheDir: testViteCacheDir('security-headers'),
  });
}, 120_000);

afterAll(async () => {
  await web?.stop();
});

const directives = (policy: string | null): Map<string, string> =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name!, values.join(' ')] as const;
      }),
  );

async function page(path: string) {
  const response = await fetch(`${web.url}${path}`);
  const html = await response.text();
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
  return { headers: response.headers, html };
}

function expectBaseHeaders(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy')).toMatch(/camera=\(\)/);
  // The local address is http: no HSTS there.
  expect(headers.get('strict-transport-security')).toBeNull();
  const policy = directives(headers.get('content-security-policy'));
  expect(policy.get('frame-ancestors')).toBe("'none'");
  expect(policy.get('object-src')).toBe("'none'");
  expect(policy.get('base-uri')).toBe("'self'");
  expect(policy.get('form-action')?.split(' ')).toContain("'self'");
  expect(policy.get('form-action')?.split(' ')).toContain(new URL(inject('apiUrl')).origin);
  expect(policy.get('form-action')).not.toMatch(/(^| )(\*|https?:)( |$)/);
  return policy;
}

describe('security headers on HTML pages', () => {
  it.each(['/', `/events/${EVENT_IDS.upcomingRio}`])(
    'site page %s: a nonce policy every inline script of the page carries',
    async (path) => {
      const { headers, html } = await page(path);
      const policy = expectBaseHeaders(headers);
      const scriptSrc = policy.get('script-src') ?? '';
      expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
      expect(nonce, 'a nonce in script-src').toBeTruthy();
      // Every executable inline script carries that nonce (JSON-LD data blocks do not run).
      const inline = [...html.matchAll(/<script\b([^>]*)>/g)]
        .map((match) => match[1]!)
        .filter(
          (attributes) => !/\ssrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes),
        );
      expect(inline.length).toBeGreaterThan(0);
      for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);

      // A fresh nonce per response.
      const again = directives((await page(path)).headers.get('content-security-policy'));
      expect(again.get('script-src')).not.toBe(scriptSrc);
    },
    60_000,
  );

  it.each(['/admin', '/admin-auth'])(
    'back-office page %s: the panel policy',
    async (path) => {
      const { headers } = await page(path);
      const policy = expectBaseHeaders(headers);
      expect(policy.get('script-src')?.split(' ')).toContain("'self'");
      expect(policy.get('style-src')).toContain("'unsafe-inline'");
    },
    60_000,
  );
});

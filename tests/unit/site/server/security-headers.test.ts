import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  backofficeContentSecurityPolicy,
  baseSecurityHeaders,
  createCspNonce,
  siteContentSecurityPolicy,
} from '#site/server/security-headers.ts';
import { START_HYDRATION_SCRIPT } from '#site/server/deferred-hydration.ts';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part === name || part.startsWith(`${name} `))
    ?.slice(name.length)
    .trim();

describe('security headers', () => {
  it('HSTS and upgrade-insecure-requests only when the public address is https', () => {
    expect(baseSecurityHeaders('https://elocx.com.br')['Strict-Transport-Security']).toMatch(
      /max-age=31536000/,
    );
    expect(baseSecurityHeaders('http://localhost:5173')['Strict-Transport-Security']).toBeUndefined();
    expect(baseSecurityHeaders()['Strict-Transport-Security']).toBeUndefined();
    const https = siteContentSecurityPolicy('abc', {
      supabaseUrl: 'https://x.supabase.co',
      publicUrl: 'https://elocx.com.br',
    });
    expect(directive(https, 'upgrade-insecure-requests')).toBe('');
    expect(
      directive(
        siteContentSecurityPolicy('abc', { supabaseUrl: 'http://127.0.0.1:54321' }),
        'upgrade-insecure-requests',
      ),
    ).toBeUndefined();
  });

  it('the site runs its own files and the nonce, never inline code; forms go to the site and the sign-in path', () => {
    const policy = siteContentSecurityPolicy('n0nce', {
      supabaseUrl: 'https://x.supabase.co/',
      providerOrigins: ['http://127.0.0.1:54325'],
    });
    expect(directive(policy, 'script-src')).toBe("'self' 'nonce-n0nce'");
    expect(directive(policy, 'form-action')).toBe(
      "'self' https://x.supabase.co https://www.linkedin.com http://127.0.0.1:54325",
    );
    expect(directive(policy, 'connect-src')).toBe("'self' https://x.supabase.co wss://x.supabase.co");
    expect(directive(policy, 'frame-ancestors')).toBe("'none'");
    expect(directive(policy, 'object-src')).toBe("'none'");
    expect(directive(policy, 'base-uri')).toBe("'self'");
  });

  it("the production back-office runs only its own script files and the sign-in page's start script; development allows the dev preamble", () => {
    const production = backofficeContentSecurityPolicy({
      supabaseUrl: 'https://x.supabase.co',
      publicUrl: 'https://elocx.com.br',
    });
    const startScriptHash = createHash('sha256').update(START_HYDRATION_SCRIPT).digest('base64');
    expect(directive(production, 'script-src')).toBe(`'self' 'sha256-${startScriptHash}'`);
    expect(directive(production, 'connect-src')).not.toMatch(/http:|ws:/);
    // A hash beside 'unsafe-inline' would switch it off in the browser.
    expect(directive(backofficeContentSecurityPolicy({ supabaseUrl: '' }, true), 'script-src')).toBe(
      "'self' 'unsafe-inline'",
    );
  });

  it('makes a new nonce each time', () => {
    expect(createCspNonce()).not.toBe(createCspNonce());
    expect(createCspNonce()).toMatch(/^[A-Za-z0-9+/]{24}$/);
  });
});

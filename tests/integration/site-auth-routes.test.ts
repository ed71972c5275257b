import { stringToBase64URL } from '@supabase/ssr';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { requestMember as RequestMember } from '#site/src/auth/session.server.ts';
import { sql, walkLinkedinFlow } from './auth-support.ts';

/**
 * The site's server-side auth routes against the real local stack: sign-in start, PKCE exchange in
 * the callback with login tracking, sessions restored and refreshed from cookies, sign-out.
 */
const SITE = 'http://localhost:4999';
const PERSONA = { sub: 'li-mariana-costa', email: 'mariana.costa@example.com.br' };

type Args = { request: Request; params: Record<string, string>; context: unknown };
type Handler = (args: Args) => Promise<unknown>;

let signInAction: Handler;
let callbackLoader: Handler;
let signOutAction: Handler;
let requestMember: typeof RequestMember;
let readMemberSince: (request: Request) => Promise<string | null>;

beforeAll(async () => {
  // The site's server reads SUPABASE_URL at run time (runtime-config.server.ts).
  process.env.SUPABASE_URL = inject('apiUrl');
  process.env.SITE_URL = SITE;
  signInAction = (await import('#site/src/routes/auth-sign-in.ts')).action as Handler;
  callbackLoader = (await import('#site/src/routes/auth-callback.ts')).loader as Handler;
  signOutAction = (await import('#site/src/routes/auth-sign-out.ts')).action as Handler;
  ({ requestMember } = await import('#site/src/auth/session.server.ts'));
  ({ readMemberSince } = await import('#site/src/data/memberSince.server.ts'));
});

/** A browser's cookie jar for the site, fed by the Set-Cookie lines of each answer. */
class Jar {
  readonly cookies = new Map<string, string>();
  take(response: Response | Headers): void {
    const headers = response instanceof Headers ? response : response.headers;
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  request(path: string, init: RequestInit = {}): Request {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('Cookie', this.header());
    return new Request(`${SITE}${path}`, { ...init, headers });
  }
}

const run = (handler: Handler, request: Request) =>
  handler({ request, params: {}, context: {} }) as Promise<Response>;

async function loginCount(): Promise<number> {
  const rows = await sql<{ login_count: number }>(
    inject('dbUrl'),
    'select login_count from public.members where email = $1',
    [PERSONA.email],
  );
  return rows[0]?.login_count ?? 0;
}

/** Starts a sign-in on the site and walks the stand-in; returns the callback address it leads to. */
async function startSignIn(jar: Jar, next: string): Promise<URL> {
  const started = await run(
    signInAction,
    // The hydrated page asks for JSON (useLinkedInSignIn).
    jar.request('/auth/sign-in', {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: new URLSearchParams({ next }),
    }),
  );
  expect(started.status).toBe(200);
  jar.take(started);
  expect([...jar.cookies.keys()].some((name) => name.endsWith('-code-verifier'))).toBe(true);
  const { url } = (await started.json()) as { url: string };
  return walkLinkedinFlow(url, inject('apiUrl'), inject('linkedinUrl'), { persona: PERSONA.sub });
}

describe('site auth routes', () => {
  it('exchanges the code on the server, sets HttpOnly session cookies and tracks the login once', async () => {
    const jar = new Jar();
    const before = await loginCount();
    const landing = await startSignIn(jar, '/events');
    expect(`${landing.origin}${landing.pathname}`).toBe(`${SITE}/auth/callback`);
    expect(landing.searchParams.get('next')).toBe('/events');

    const callback = await run(callbackLoader, jar.request(`${landing.pathname}${landing.search}`));
    expect(callback.status).toBe(302);
    expect(callback.headers.get('Location')).toBe('/events');
    expect(callback.headers.get('Cache-Control')).toMatch(/private/);
    const sessionCookies = callback.headers
      .getSetCookie()
      .filter((line) => /^sb-[^=]+-auth-token(\.\d+)?=/.test(line) && !/max-age=0/i.test(line));
    expect(sessionCookies.length).toBeGreaterThan(0);
    for (const line of sessionCookies) {
      expect(line).toMatch(/HttpOnly/i);
      expect(line).toMatch(/SameSite=Lax/i);
    }
    jar.take(callback);
    expect(await loginCount()).toBe(before + 1);

    // The same code again (a reload of the callback address): refused, nothing counted, told on the page.
    const replay = await run(callbackLoader, jar.request(`${landing.pathname}${landing.search}`));
    expect(replay.status).toBe(302);
    expect(replay.headers.getSetCookie().some((line) => line.startsWith('elo-auth-flash='))).toBe(true);
    expect(await loginCount()).toBe(before + 1);

    // A later request restores the member from the cookies, without counting a login.
    const restored = await requestMember(jar.request('/events'));
    expect(restored.user?.email).toBe(PERSONA.email);
    expect(restored.user?.app_metadata.provider).toBe('linkedin_oidc');
    expect(JSON.stringify(restored.user)).not.toMatch(/access_token|refresh_token/);
    expect(restored.headers.get('Cache-Control')).toMatch(/private/);
    expect(await loginCount()).toBe(before + 1);

    // Member pages verify the session from the auth server's published keys (fetched once, cached):
    // no request asks the auth server for the user.
    const fetches = vi.spyOn(globalThis, 'fetch');
    for (let i = 0; i < 3; i++) {
      expect((await requestMember(jar.request('/member/dashboard'))).user?.email).toBe(PERSONA.email);
    }
    const asked = fetches.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
    fetches.mockRestore();
    expect(asked.filter((url) => url.includes('/auth/v1/'))).not.toContainEqual(
      expect.stringContaining('/auth/v1/user'),
    );
    // The dashboard's "member since" comes from the member row, not from the auth server.
    expect(await readMemberSince(jar.request('/member/dashboard'))).toMatch(/^\d{4}-\d{2}-\d{2}/);

    // An expired access token is refreshed on the server and the new cookies go back; still no login.
    // The session cookie is split in chunks (name.0, name.1, …) when it is large; joined, it is the
    // stored session, here made to look expired.
    const expired = new Jar();
    const chunks = [...jar.cookies.keys()].filter((key) => /-auth-token(\.\d+)?$/.test(key)).sort();
    expect(chunks.length).toBeGreaterThan(0);
    const name = chunks[0]!.replace(/\.\d+$/, '');
    const encoded = chunks.map((key) => jar.cookies.get(key)!).join('');
    const stored = JSON.parse(Buffer.from(encoded.replace(/^base64-/, ''), 'base64url').toString('utf8')) as {
      expires_at: number;
      access_token: string;
    };
    stored.expires_at = Math.floor(Date.now() / 1000) - 60;
    expired.cookies.set(name, `base64-${stringToBase64URL(JSON.stringify(stored))}`);
    const refreshed = await requestMember(expired.request('/member/dashboard'));
    expect(refreshed.user?.email).toBe(PERSONA.email);
    const renewed = refreshed.headers
      .getSetCookie()
      .filter((line) => line.startsWith(`${name}`) && !/max-age=0/i.test(line));
    expect(renewed.length).toBeGreaterThan(0);
    const renewedSession = JSON.parse(
      Buffer.from(
        renewed
          .map((line) => line.slice(line.indexOf('=') + 1, line.indexOf(';')))
          .join('')
          .replace(/^base64-/, ''),
        'base64url',
      ).toString('utf8'),
    ) as { expires_at: number; refresh_token: string };
    expect(renewedSession.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(renewedSession.refresh_token).not.toBe((stored as { refresh_token?: string }).refresh_token);
    expect(await loginCount()).toBe(before + 1);

    // Sign-out from the hydrated page (JSON): the logout is tracked, the cookies are cleared.
    const signedOut = await run(
      signOutAction,
      jar.request('/auth/sign-out', { method: 'POST', headers: { Accept: 'application/json' } }),
    );
    expect(signedOut.status).toBe(200);
    jar.take(signedOut);
    expect([...jar.cookies.keys()].filter((key) => key.startsWith('sb-'))).toEqual([]);
    const [member] = await sql<{ is_logged_in: boolean }>(
      inject('dbUrl'),
      'select is_logged_in from public.members where email = $1',
      [PERSONA.email],
    );
    expect(member!.is_logged_in).toBe(false);
    expect((await requestMember(jar.request('/events'))).user).toBeNull();

    // A plain form post (the page not hydrated yet) goes back to its page, which tells the outcome.
    // This one has no session left, so there is no logout to track and nothing to log as failed.
    const loggedErrors = vi.spyOn(console, 'error');
    const formPost = await run(
      signOutAction,
      jar.request('/auth/sign-out', {
        method: 'POST',
        headers: { Accept: 'text/html' },
        body: new URLSearchParams({ next: '/member/dashboard', style: 'account' }),
      }),
    );
    expect(formPost.status).toBe(303);
    expect(formPost.headers.get('Location')).toBe('/member/dashboard');
    const flash = formPost.headers.getSetCookie().find((line) => line.startsWith('elo-auth-flash='));
    expect(decodeURIComponent(flash ?? '')).toContain('"title":"Logout realizado"');
    expect(loggedErrors).not.toHaveBeenCalled();
    loggedErrors.mockRestore();
  });

  it('a refused sign-in returns to the page with the provider message', async () => {
    const jar = new Jar();
    const started = await run(
      signInAction,
      // A plain form post (the page not hydrated yet): the answer is a 303 to the provider.
      jar.request('/auth/sign-in', {
        method: 'POST',
        headers: { Accept: 'text/html' },
        body: new URLSearchParams({ next: '/' }),
      }),
    );
    expect(started.status).toBe(303);
    jar.take(started);
    const url = started.headers.get('Location')!;
    const landing = await walkLinkedinFlow(url, inject('apiUrl'), inject('linkedinUrl'), 'cancel');
    expect(landing.searchParams.get('error')).toBe('access_denied');
    const callback = await run(callbackLoader, jar.request(`${landing.pathname}${landing.search}`));
    expect(callback.headers.get('Location')).toBe('/');
    const flash = callback.headers.getSetCookie().find((line) => line.startsWith('elo-auth-flash='));
    expect(flash).toBeTruthy();
  });

  it('refuses auth POSTs from another site', async () => {
    const foreign = { method: 'POST', headers: { Origin: 'https://evil.example' } };
    expect((await run(signOutAction, new Request(`${SITE}/auth/sign-out`, foreign))).status).toBe(403);
    expect((await run(signInAction, new Request(`${SITE}/auth/sign-in`, foreign))).status).toBe(403);
  });
});

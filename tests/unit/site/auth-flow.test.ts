import { describe, expect, it } from 'vitest';
import {
  backWithFlash,
  flowRedirectUrl,
  isSameOriginPost,
  authFlashCookie,
  loginErrorFlash,
  safeNextPath,
  takeAuthFlash,
  wantsJson,
} from '#site/src/auth/flow.server.ts';
import { hasAuthCookies, hasPendingSignIn } from '#site/src/auth/session.server.ts';

const request = (headers: Record<string, string> = {}, url = 'http://localhost:4000/x') =>
  new Request(url, { headers });

describe('safeNextPath', () => {
  it('keeps a path of the site with its query', () => {
    expect(safeNextPath('/member/dashboard')).toBe('/member/dashboard');
    expect(safeNextPath('/events?pagina=2')).toBe('/events?pagina=2');
    expect(safeNextPath('/events?pagina=2#evento-1')).toBe('/events?pagina=2#evento-1');
  });
  it('never leads to another origin', () => {
    for (const value of ['//evil.example', 'https://evil.example/', '/\\evil.example', 'evil', '', null, 3]) {
      expect(safeNextPath(value)).toBe('/');
    }
  });
  it('sends the sign-in pages themselves home', () => {
    expect(safeNextPath('/login')).toBe('/');
    expect(safeNextPath('/auth/callback?code=x')).toBe('/');
  });
});

describe('flowRedirectUrl', () => {
  it('returns to the callback route with where the member was going', () => {
    expect(flowRedirectUrl(request(), '/elocx-club')).toBe(
      'http://localhost:4000/auth/callback?next=%2Felocx-club',
    );
    expect(flowRedirectUrl(request(), 'https://evil.example')).toBe(
      'http://localhost:4000/auth/callback?next=%2F',
    );
  });
});

describe('isSameOriginPost', () => {
  it('accepts the site itself and requests without Origin, refuses other pages', () => {
    expect(isSameOriginPost(request({ Origin: 'http://localhost:4000' }))).toBe(true);
    expect(isSameOriginPost(request())).toBe(true);
    expect(isSameOriginPost(request({ Origin: 'https://evil.example' }))).toBe(false);
  });
});

describe('auth flash', () => {
  it('carries a failed sign-in to the next page once, then clears it', () => {
    const set = authFlashCookie(loginErrorFlash('O usuário cancelou; tente de novo'), false);
    expect(set).toMatch(/^elo-auth-flash=/);
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/Max-Age=60/);
    const cookie = set.split(';')[0]!;
    const taken = takeAuthFlash(request({ Cookie: `a=1; ${cookie}` }));
    expect(taken?.flash).toEqual({
      title: 'Falha no login',
      message: 'O usuário cancelou; tente de novo',
      tone: 'error',
    });
    expect(taken?.clear).toMatch(/^elo-auth-flash=; .*Max-Age=0/);
    expect(takeAuthFlash(request({ Cookie: 'a=1' }))).toBeNull();
  });

  it("tells a sign-in that could not start apart ('Falha ao iniciar login')", () => {
    const cookie = authFlashCookie(loginErrorFlash('start: provedor fora do ar', 'start'), false).split(
      ';',
    )[0]!;
    expect(takeAuthFlash(request({ Cookie: cookie }))?.flash).toEqual({
      title: 'Falha ao iniciar login',
      message: 'start: provedor fora do ar',
      tone: 'error',
    });
  });

  it('carries a confirmation too, and clears a cookie it cannot read without showing it', () => {
    const ok = { title: 'Você saiu', message: 'Sessão encerrada com sucesso.', tone: 'success' as const };
    const cookie = authFlashCookie(ok, true);
    expect(cookie).toMatch(/Secure/);
    expect(takeAuthFlash(request({ Cookie: cookie.split(';')[0]! }))?.flash).toEqual(ok);
    const garbled = takeAuthFlash(request({ Cookie: 'elo-auth-flash=%7Bnot-json' }));
    expect(garbled?.flash).toBeNull();
    expect(garbled?.clear).toMatch(/Max-Age=0/);
  });

  it('sends a plain form post back to its page of this site with the notice, keeping other headers', () => {
    const flash = { title: 'Presença confirmada', message: 'Até lá! Encontro', tone: 'success' as const };
    const headers = new Headers({ 'Cache-Control': 'private, no-store' });
    headers.append('Set-Cookie', 'sb-session=x; Path=/');
    const back = backWithFlash(request(), '/events?pagina=2', flash, headers);
    expect(back.status).toBe(303);
    expect(back.headers.get('Location')).toBe('/events?pagina=2');
    expect(back.headers.get('Cache-Control')).toBe('private, no-store');
    const cookies = back.headers.getSetCookie();
    expect(cookies[0]).toBe('sb-session=x; Path=/');
    expect(takeAuthFlash(request({ Cookie: cookies[1]!.split(';')[0]! }))?.flash).toEqual(flash);
    expect(
      backWithFlash(request(), 'https://evil.example/', flash, new Headers()).headers.get('Location'),
    ).toBe('/');
  });

  it('tells a form post from the hydrated page asking for JSON', () => {
    expect(wantsJson(request({ Accept: 'application/json' }))).toBe(true);
    expect(wantsJson(request({ Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }))).toBe(false);
    expect(wantsJson(request({}))).toBe(false);
  });
});

describe('auth cookies', () => {
  it('tells sessions and pending sign-ins apart from other cookies', () => {
    expect(hasAuthCookies(request({ Cookie: 'sb-127-auth-token=base64-x' }))).toBe(true);
    expect(hasAuthCookies(request({ Cookie: 'sb-127-auth-token.0=base64-x' }))).toBe(true);
    expect(hasAuthCookies(request({ Cookie: 'tema=escuro' }))).toBe(false);
    expect(hasPendingSignIn(request({ Cookie: 'sb-127-auth-token-code-verifier=x' }))).toBe(true);
    expect(hasPendingSignIn(request({ Cookie: 'sb-127-auth-token=x' }))).toBe(false);
  });
});

import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AUTH_ERROR_MESSAGES, UNKNOWN_AUTH_ERROR } from '#shared/authMessages.ts';
import { LOGIN_FAILED } from '#site/src/auth/loginErrorMessage.ts';
import { LOCAL_SERVICE_ROLE_KEY } from '#supabase/local/keys.ts';
import { REDIRECT_BYPASSES } from '../helpers/redirect-bypasses.ts';
import type { MailMessage } from '#supabase/local/mailbox/store.ts';
import { admin, authPost, createConfirmedUser, uniqueEmail } from './auth-support.ts';

/**
 * Every place that sends a browser somewhere it was told to go, fed the bypass corpus: the site's
 * sign-in callback, the sign-in start (the `next` carried through LinkedIn), sign-out and the RSVP
 * return, and the auth service's redirect_to of invite and recovery links. None may lead off the site.
 */
const SITE = 'http://localhost:4999';
/** The local auth service's site URL (supabase/config.toml), its fallback for a refused redirect_to. */
const AUTH_SITE_URL = 'http://localhost:5173';

type Args = { request: Request; params: Record<string, string>; context: unknown };
type Handler = (args: Args) => Promise<unknown>;

let signInAction: Handler;
let callbackLoader: Handler;
let signOutAction: Handler;
let rsvpAction: Handler;

beforeAll(async () => {
  process.env.SUPABASE_URL = inject('apiUrl');
  process.env.SITE_URL = SITE;
  signInAction = (await import('#site/src/routes/auth-sign-in.ts')).action as Handler;
  callbackLoader = (await import('#site/src/routes/auth-callback.ts')).loader as Handler;
  signOutAction = (await import('#site/src/routes/auth-sign-out.ts')).action as Handler;
  rsvpAction = (await import('#site/src/routes/event-rsvp.ts')).action as Handler;
});

const run = (handler: Handler, request: Request, params: Record<string, string> = {}) =>
  handler({ request, params, context: {} }) as Promise<Response>;

const formPost = (path: string, fields: Record<string, string>) =>
  new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { Accept: 'text/html', Origin: SITE },
    body: new URLSearchParams(fields),
  });

/** Where a browser goes with this Location, resolved against the site. */
const landsOn = (response: Response): string => {
  const location = response.headers.get('Location');
  expect(location, 'a redirect').toBeTruthy();
  return new URL(location!, SITE).origin;
};

describe('return paths: the bypass corpus never leads off the site', () => {
  it('GET /auth/callback?error=…&next=… goes home', async () => {
    for (const next of REDIRECT_BYPASSES) {
      const query = new URLSearchParams({ error: 'access_denied', next });
      const response = await run(callbackLoader, new Request(`${SITE}/auth/callback?${query}`));
      expect({ next, location: response.headers.get('Location') }).toEqual({ next, location: '/' });
    }
  });

  it('POST /auth/sign-in carries only a safe next through the provider', async () => {
    for (const next of REDIRECT_BYPASSES) {
      const response = await run(signInAction, formPost('/auth/sign-in', { next }));
      expect(response.status).toBe(303);
      const provider = new URL(response.headers.get('Location')!);
      const callback = new URL(provider.searchParams.get('redirect_to')!);
      expect(`${callback.origin}${callback.pathname}`).toBe(`${SITE}/auth/callback`);
      expect({ next, carried: callback.searchParams.get('next') }).toEqual({ next, carried: '/' });
    }
  });

  it('POST /auth/sign-out returns home', async () => {
    for (const next of REDIRECT_BYPASSES) {
      const response = await run(signOutAction, formPost('/auth/sign-out', { next }));
      expect(response.status).toBe(303);
      expect({ next, location: response.headers.get('Location') }).toEqual({ next, location: '/' });
      expect(landsOn(response)).toBe(SITE);
    }
  });

  it('POST /events/:id/rsvp returns home', async () => {
    const params = { id: randomUUID() };
    for (const next of REDIRECT_BYPASSES) {
      const response = await run(
        rsvpAction,
        formPost(`/events/${params.id}/rsvp`, { intent: 'attend', next }),
        params,
      );
      expect(response.status).toBe(303);
      expect({ next, location: response.headers.get('Location') }).toEqual({ next, location: '/' });
    }
  });

  it('the auth service falls back to the site URL for an invite or recovery redirect_to with a bypass', async () => {
    const apiUrl = inject('apiUrl');
    const email = uniqueEmail('redirect-bypass');
    const userId = await createConfirmedUser(apiUrl, email);
    try {
      for (const bypass of REDIRECT_BYPASSES) {
        const redirectTo = bypass.startsWith('/') ? `${AUTH_SITE_URL}${bypass}` : bypass;
        for (const type of ['recovery', 'invite'] as const) {
          const res = await fetch(`${apiUrl}/auth/v1/admin/generate_link`, {
            method: 'POST',
            headers: {
              apikey: LOCAL_SERVICE_ROLE_KEY,
              authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({
              type,
              email: type === 'invite' ? uniqueEmail('convite-bypass') : email,
              redirect_to: redirectTo,
            }),
          });
          const body = (await res.json()) as { redirect_to?: string; user?: { id: string } };
          if (body.user && type === 'invite') await admin(apiUrl).auth.admin.deleteUser(body.user.id);
          expect({ type, bypass, redirect_to: body.redirect_to }).toEqual({
            type,
            bypass,
            redirect_to: AUTH_SITE_URL,
          });
        }
      }
      // A genuine page of the site is kept.
      const kept = await admin(apiUrl).auth.admin.generateLink({
        type: 'recovery',
        email,
        options: { redirectTo: `${AUTH_SITE_URL}/admin-auth/redefinir-senha` },
      });
      expect(kept.data.properties?.redirect_to).toBe(`${AUTH_SITE_URL}/admin-auth/redefinir-senha`);
    } finally {
      await admin(apiUrl).auth.admin.deleteUser(userId);
    }
  }, 120_000);

  it('POST /recover and POST /invite mail links that lead to the site URL, not to the bypass', async () => {
    const apiUrl = inject('apiUrl');
    const mailboxUrl = inject('mailboxUrl');
    const email = uniqueEmail('recover-bypass');
    const userId = await createConfirmedUser(apiUrl, email);
    const invited = uniqueEmail('invite-bypass');
    const redirectTo = `${AUTH_SITE_URL}/.//evil.example`;
    try {
      const recover = await authPost(apiUrl, `/recover?redirect_to=${encodeURIComponent(redirectTo)}`, {
        email,
      });
      expect(recover.status).toBe(200);
      const invite = await fetch(`${apiUrl}/auth/v1/invite?redirect_to=${encodeURIComponent(redirectTo)}`, {
        method: 'POST',
        headers: {
          apikey: LOCAL_SERVICE_ROLE_KEY,
          authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ email: invited }),
      });
      expect(invite.status).toBe(200);

      for (const to of [email, invited]) {
        let messages: MailMessage[] = [];
        // The mail leaves after the answer: wait for it (bounded).
        for (let attempt = 0; attempt < 50 && messages.length === 0; attempt += 1) {
          const res = await fetch(`${mailboxUrl}/api/messages?to=${encodeURIComponent(to)}`);
          messages = (await res.json()) as MailMessage[];
          if (messages.length === 0) await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect(messages).toHaveLength(1);
        // The mail links to the site's own /auth/confirm (token hash), which lands on a fixed page:
        // nothing of the bypass may reach the link.
        const link = new URL(messages[0]!.actionUrl!);
        expect({
          to,
          at: `${link.origin}${link.pathname}`,
          carriesBypass: decodeURIComponent(link.href).includes('evil.example'),
        }).toEqual({ to, at: `${new URL(AUTH_SITE_URL).origin}/auth/confirm`, carriesBypass: false });
      }
    } finally {
      await admin(apiUrl).auth.admin.deleteUser(userId);
      const { data } = await admin(apiUrl).auth.admin.listUsers({ perPage: 1000 });
      const pending = data.users.find((user) => user.email === invited);
      if (pending) await admin(apiUrl).auth.admin.deleteUser(pending.id);
    }
  }, 60_000);

  it("the sign-in notice shows the site's own text for the code, never the address's error_description", async () => {
    const flashOf = async (query: string) => {
      const response = await run(callbackLoader, new Request(`${SITE}/auth/callback?${query}`));
      const cookie = response.headers.getSetCookie().find((line) => line.startsWith('elo-auth-flash='))!;
      return JSON.parse(decodeURIComponent(cookie.split(';')[0]!.slice('elo-auth-flash='.length))) as {
        title: string;
        message: string;
      };
    };
    const spoof = 'Ligue 0800 123 4567 para recuperar sua conta';
    const cancelled = await flashOf(
      new URLSearchParams({ error: 'access_denied', error_description: spoof, next: '/events' }).toString(),
    );
    expect(cancelled).toMatchObject({
      title: 'Falha no login',
      message: 'Você cancelou o login ou não autorizou o acesso pelo LinkedIn.',
    });
    const unknown = await flashOf(new URLSearchParams({ error: spoof, error_description: spoof }).toString());
    expect(unknown.message).toBe('Não foi possível concluir o login com o LinkedIn. Tente de novo.');
    const coded = await flashOf(
      new URLSearchParams({
        error: 'server_error',
        error_code: 'flow_state_expired',
        error_description: spoof,
      }).toString(),
    );
    expect(coded.message).toBe('Este link expirou ou já foi usado. Peça um novo link.');
    const badCode = await flashOf('code=00000000-0000-4000-8000-000000000000');
    // A refused code exchange: one of the site's own sentences, not the auth service's English.
    expect([...Object.values(AUTH_ERROR_MESSAGES), UNKNOWN_AUTH_ERROR, LOGIN_FAILED]).toContain(
      badCode.message,
    );
  });
});

import { loader } from '#site/src/routes/auth-confirm.ts';
import { LOCAL_ANON_KEY } from '#supabase/local/keys.ts';
import type { MailMessage } from '#supabase/local/mailbox/store.ts';

/**
 * The e-mailed recovery, invite and sign-up confirmation links point at the site's /auth/confirm with
 * the token hash (supabase/templates); these helpers read them, open them as the site's server does,
 * and, for the tests of the auth server's own GET /verify, rebuild the link GoTrue would have mailed.
 */
export function confirmLinkOf(mail: MailMessage): { url: URL; tokenHash: string; type: string } {
  const url = new URL(mail.actionUrl!);
  if (url.pathname !== '/auth/confirm') throw new Error(`Not a token-hash link: ${url.href}`);
  return {
    url,
    tokenHash: url.searchParams.get('token_hash') ?? '',
    type: url.searchParams.get('type') ?? '',
  };
}

/** GoTrue's ConfirmationURL for the same token: /verify with token, type and redirect_to. */
export function verifyLinkOf(apiUrl: string, mail: MailMessage, redirectTo: string): string {
  const { tokenHash, type } = confirmLinkOf(mail);
  const url = new URL(`${apiUrl}/auth/v1/verify`);
  url.searchParams.set('token', tokenHash);
  url.searchParams.set('type', type);
  url.searchParams.set('redirect_to', redirectTo);
  return url.toString();
}

/**
 * Opens a mailed /auth/confirm link the way the site's server answers it (its route, against this
 * stack), from a browser with no cookies and nothing stored: where the browser is sent.
 */
export async function openOnSite(apiUrl: string, link: string, anonKey = LOCAL_ANON_KEY): Promise<URL> {
  process.env.SUPABASE_URL = apiUrl;
  process.env.SUPABASE_ANON_KEY = anonKey;
  const response = (await loader({
    request: new Request(link),
    params: {},
    context: {},
  } as never)) as Response;
  if (response.status < 300 || response.status >= 400)
    throw new Error(`Expected a redirect, got ${response.status}`);
  return new URL(response.headers.get('location')!, link);
}

/** The last /auth/confirm link a command printed (the start's or admin:invite's admin line). */
export function printedConfirmLink(output: string): string | undefined {
  return [...output.matchAll(/(https?:\/\/\S+\/auth\/confirm\?\S+)/g)].at(-1)?.[1];
}

/** The values a landing's fragment carries (session or error). */
export const fragmentOf = (url: URL) => new URLSearchParams(url.hash.slice(1));

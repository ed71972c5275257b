import { SUPABASE_ANON_KEY, SUPABASE_URL } from '#shared/env.ts';

/**
 * Where the server reads from: SUPABASE_URL / SUPABASE_ANON_KEY of the running process, else the
 * values the site was built with (else the local stack), so one build can serve any Supabase.
 */
export function serverSupabaseConfig(): { url: string; anonKey: string } {
  return {
    url: process.env.SUPABASE_URL || SUPABASE_URL,
    anonKey: process.env.SUPABASE_ANON_KEY || SUPABASE_ANON_KEY,
  };
}

/**
 * Where the server itself reaches Supabase: ELO_INTERNAL_API_URL (in production the stack on this
 * machine, set by npm run start:prod), else the public address. The public one stays what browsers,
 * stored file links, sign-in redirects and session cookie names know.
 */
export function internalApiUrl(): string {
  return (process.env.ELO_INTERNAL_API_URL || serverSupabaseConfig().url).replace(/\/$/, '');
}

/** The server's reads: the internal address with the anon key. */
export function serverReadConfig(): { url: string; anonKey: string } {
  return { url: internalApiUrl(), anonKey: serverSupabaseConfig().anonKey };
}

/**
 * fetch for the server's Supabase clients: a request to the public API address goes to the internal
 * one instead (on a bare server the public address is this very server; behind a proxy it is a detour).
 */
export const serverFetch: typeof fetch = (input, init) => {
  const publicBase = serverSupabaseConfig().url.replace(/\/$/, '');
  const internal = internalApiUrl();
  if (publicBase === internal) return fetch(input, init);
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (href !== publicBase && !href.startsWith(`${publicBase}/`)) return fetch(input, init);
  const target = `${internal}${href.slice(publicBase.length)}`;
  return input instanceof Request ? fetch(new Request(target, input), init) : fetch(target, init);
};

/** The public address of the site for canonical and share URLs (SITE_URL), else the request's origin. */
export function publicSiteUrl(request: Request): string {
  return (process.env.SITE_URL || new URL(request.url).origin).replace(/\/$/, '');
}

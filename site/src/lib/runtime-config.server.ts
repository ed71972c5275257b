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
 * PostgREST's own address (ELO_INTERNAL_REST_URL, set by npm run start:prod to the stack's PostgREST on
 * this machine), when the server may call it directly: the stack's gateway only passes such a call on,
 * so going around it spares a hop and its CPU on every read. Only with a JWT anon key, which PostgREST
 * checks itself (the gateway maps opaque sb_ keys); without the setting (a hosted project) reads go
 * through the API address.
 */
function directRestUrl(): string | undefined {
  const rest = process.env.ELO_INTERNAL_REST_URL?.replace(/\/$/, '');
  if (!rest || serverSupabaseConfig().anonKey.split('.').length !== 3) return undefined;
  return rest;
}

/** Where the server's PostgREST calls go: PostgREST itself when allowed, else the API's /rest/v1. */
export function serverRestUrl(): string {
  return directRestUrl() ?? `${internalApiUrl()}/rest/v1`;
}

/** Where a server call addressed to the public (or internal) API goes instead, if anywhere. */
function serverTarget(href: string): string {
  const publicBase = serverSupabaseConfig().url.replace(/\/$/, '');
  const internal = internalApiUrl();
  const within = (base: string) => href === base || href.startsWith(`${base}/`);
  const rest = directRestUrl();
  if (rest) {
    for (const base of [publicBase, internal]) {
      if (within(`${base}/rest/v1`)) return `${rest}${href.slice(`${base}/rest/v1`.length)}`;
    }
  }
  return publicBase !== internal && within(publicBase) ? `${internal}${href.slice(publicBase.length)}` : href;
}

/**
 * fetch for the server's Supabase clients: a request to the public API address goes to the internal
 * one instead (on a bare server the public address is this very server; behind a proxy it is a detour),
 * and PostgREST calls to PostgREST itself when allowed (serverRestUrl).
 */
export const serverFetch: typeof fetch = (input, init) => {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const target = serverTarget(href);
  if (target === href) return fetch(input, init);
  return input instanceof Request ? fetch(new Request(target, input), init) : fetch(target, init);
};

/** The public address of the site for canonical and share URLs (SITE_URL), else the request's origin. */
export function publicSiteUrl(request: Request): string {
  return (process.env.SITE_URL || new URL(request.url).origin).replace(/\/$/, '');
}

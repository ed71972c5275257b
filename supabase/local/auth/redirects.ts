import type { FastifyReply } from 'fastify';
import { normaliseReturnPath, pathOfAbsoluteUrl } from '#shared/safeReturnPath.ts';
import type { StackConfig } from '../config.ts';
import type { JsonObject } from './body.ts';

/**
 * GoTrue's URI allow list globs (gobwas/glob with '.' and '/' as separators): `**` matches anything,
 * `*` matches within one host label or path segment, `?` one such character.
 */
export function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i];
    if (char === '*' && pattern[i + 1] === '*') {
      source += '.*';
      i += 1;
    } else if (char === '*') {
      source += '[^./]*';
    } else if (char === '?') {
      source += '[^./]';
    } else {
      source += char.replace(/[\\^$.|+()[\]{}]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}

const MAX_REDIRECT_LENGTH = 2048;

/** Same rule as GoTrue's isRedirectURLValid: the site's host, or a match in the allow list. */
export function isRedirectAllowed(config: StackConfig, candidate: string): boolean {
  // Allow-list globs with several `**` backtrack on long input; no real redirect comes near this length.
  if (candidate.length > MAX_REDIRECT_LENGTH) return false;
  let target: URL;
  try {
    target = new URL(candidate);
  } catch {
    return false;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  // The site's pages then lead wherever this path says: it must pass the site's own return-path rule
  // (no dot-segment, encoded-slash or backslash tricks that a browser would read as another host).
  if (normaliseReturnPath(pathOfAbsoluteUrl(candidate)) === null) return false;
  try {
    if (new URL(config.auth.siteUrl).hostname === target.hostname) return true;
  } catch {
    // An unparsable site URL only disables the host shortcut; the allow list still applies.
  }
  return config.auth.additionalRedirectUrls.some((pattern) => globToRegExp(pattern).test(candidate));
}

/** The redirect_to to honour: the requested one when allowed, else the Referer when allowed, else the site URL. */
export function resolveRedirect(
  config: StackConfig,
  requested?: string | null,
  referer?: string | null,
): string {
  if (requested && isRedirectAllowed(config, requested)) return requested;
  if (!requested && referer && isRedirectAllowed(config, referer)) return referer;
  return config.auth.siteUrl;
}

/** Appends query parameters to a URL, keeping its own query and fragment. */
export function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** Replaces the fragment with form-encoded parameters (the implicit flow's token hand-over). */
export function withFragment(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  url.hash = new URLSearchParams(params).toString();
  return url.toString();
}

/** The session in the fragment as GoTrue's implicit redirects carry it. */
export function implicitFragment(session: JsonObject, type?: string): Record<string, string> {
  const out: Record<string, string> = {
    access_token: String(session.access_token),
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
  };
  if (session.provider_token) out.provider_token = String(session.provider_token);
  if (session.provider_refresh_token) out.provider_refresh_token = String(session.provider_refresh_token);
  out.refresh_token = String(session.refresh_token);
  out.sb = '';
  out.token_type = 'bearer';
  if (type) out.type = type;
  return out;
}

/** A refused e-mail link: back to redirect_to with GoTrue's access_denied in the query and the fragment. */
export function redirectError(reply: FastifyReply, redirectTo: string, code: string, description: string) {
  const params = { error: 'access_denied', error_code: code, error_description: description };
  return reply.redirect(withFragment(withQuery(redirectTo, params), { ...params, sb: '' }), 303);
}

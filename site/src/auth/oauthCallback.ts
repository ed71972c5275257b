/**
 * What the address said when the app loaded. supabase-js removes the OAuth callback parameters from the
 * address as soon as it has read them, so the site records them before the client is created.
 */
export interface OAuthCallbackInfo {
  /** The address carried an OAuth callback (fragment with access_token or code, or a ?code= query). */
  isCallback: boolean;
  /** The provider refused or failed the sign-in (?error=… or #error=…), with its description. */
  errorMessage: string | null;
}

export function readOAuthCallback(href: string): OAuthCallbackInfo {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return { isCallback: false, errorMessage: null };
  }
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  const query = url.searchParams;
  const isCallback = fragment.has('access_token') || fragment.has('code') || query.has('code');
  const error = query.get('error') ?? fragment.get('error');
  const description = query.get('error_description') ?? fragment.get('error_description');
  return { isCallback, errorMessage: error ? description || error : null };
}

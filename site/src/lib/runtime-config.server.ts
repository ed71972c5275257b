import { SUPABASE_ANON_KEY, SUPABASE_URL } from '../../../shared/env';

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

/** The public address of the site for canonical and share URLs (SITE_URL), else the request's origin. */
export function publicSiteUrl(request: Request): string {
  return (process.env.SITE_URL || new URL(request.url).origin).replace(/\/$/, '');
}

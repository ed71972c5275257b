// Where outgoing e-mail goes and who sends it, read from the environment the same way in the local
// stack's services (process.env), in edge functions (Deno.env) and in scripts.

/** Reads one setting; edge functions pass Deno.env.get, Node code a process.env lookup. */
export type EnvLookup = (name: string) => string | undefined;

export interface MailConfig {
  /** An smtp:// or smtps:// URL (credentials percent-encoded in it). */
  smtpUrl: string;
  /** The From header, e.g. 'Elo CX <nao-responda@elocx.com.br>'. */
  from: string;
  /** Address of the public site, for confirmation and unsubscribe links. */
  siteUrl: string;
  brandName: string;
}

export class MailNotConfiguredError extends Error {
  constructor() {
    super('E-mail is not configured: set SMTP_URL or SMTP_HOST (with SMTP_PORT, SMTP_USER, SMTP_PASS).');
  }
}

/** smtp(s)://user:pass@host:port from the separate settings; port 465 means implicit TLS. */
function urlFromParts(env: EnvLookup): string | null {
  const host = env('SMTP_HOST')?.trim();
  if (!host) return null;
  const port = Number(env('SMTP_PORT') || 587);
  const secure = env('SMTP_SECURE') ? env('SMTP_SECURE') === 'true' : port === 465;
  const user = env('SMTP_USER');
  const pass = env('SMTP_PASS');
  const auth = user ? `${encodeURIComponent(user)}:${encodeURIComponent(pass ?? '')}@` : '';
  return `${secure ? 'smtps' : 'smtp'}://${auth}${host}:${port}`;
}

/**
 * The mail settings: SMTP_URL (or SMTP_HOST/SMTP_PORT/SMTP_USER/SMTP_PASS/SMTP_SECURE), MAIL_FROM,
 * SITE_URL. The sender defaults to the brand (VITE_BRAND_NAME / VITE_BRAND_SLUG, as in shared/brand.ts).
 */
export function readMailConfig(env: EnvLookup): MailConfig {
  const smtpUrl = env('SMTP_URL')?.trim() || urlFromParts(env);
  if (!smtpUrl) throw new MailNotConfiguredError();
  const brandName = env('VITE_BRAND_NAME') || 'Elo CX';
  const slug = env('VITE_BRAND_SLUG') || 'elocx';
  return {
    smtpUrl,
    from: env('MAIL_FROM')?.trim() || `${brandName} <nao-responda@${slug}.com.br>`,
    siteUrl: (env('SITE_URL') || 'http://localhost:5173').replace(/\/+$/, ''),
    brandName,
  };
}

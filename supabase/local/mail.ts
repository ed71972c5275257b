import { readMailConfig, type MailConfig } from '../functions/_shared/mail/config.ts';
import type { StackConfig } from './config.ts';

/**
 * The mail settings the stack hands to its services and functions when the environment does not set
 * them: the local mailbox's SMTP server and the site's address (for links in messages).
 */
export function localMailDefaults(config: StackConfig): Record<string, string> {
  return {
    ...(config.smtpUrl ? { SMTP_URL: config.smtpUrl } : {}),
    SITE_URL: config.auth.siteUrl,
  };
}

/** The mail config of the stack's own services (the auth e-mails): the environment, then the defaults. */
export function stackMailConfig(config: StackConfig): MailConfig {
  const defaults = localMailDefaults(config);
  return readMailConfig((name) => process.env[name] || defaults[name]);
}

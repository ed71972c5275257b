import { readFile } from 'node:fs/promises';
import type { EmailTemplateConfig } from '../config.ts';

/**
 * The auth e-mails, named as Supabase's [auth.email.template.<type>]. Their subject and HTML come from
 * the files config.toml names (supabase/templates/, the same ones hosted Supabase is given); a type
 * without a configured file falls back to GoTrue's own default.
 */
export type EmailTemplateType =
  'confirmation' | 'recovery' | 'magic_link' | 'invite' | 'email_change' | 'reauthentication';

/** The variables GoTrue passes to its e-mail templates. */
export interface EmailTemplateData {
  ConfirmationURL: string;
  Token: string;
  TokenHash: string;
  SiteURL: string;
  RedirectTo: string;
  Email: string;
  NewEmail: string;
}

/** GoTrue's built-in subjects and bodies, used when config.toml names no file for a type. */
const GOTRUE_DEFAULTS: Record<EmailTemplateType, { subject: string; html: string }> = {
  confirmation: {
    subject: 'Confirm Your Email',
    html: '<h2>Confirm your email</h2><p>Follow this link to confirm your email:</p><p><a href="{{ .ConfirmationURL }}">Confirm your email address</a></p><p>Alternatively, enter the code: {{ .Token }}</p>',
  },
  recovery: {
    subject: 'Reset Your Password',
    html: '<h2>Reset password</h2><p>Follow this link to reset the password for your user:</p><p><a href="{{ .ConfirmationURL }}">Reset password</a></p><p>Alternatively, enter the code: {{ .Token }}</p>',
  },
  magic_link: {
    subject: 'Your Magic Link',
    html: '<h2>Magic Link</h2><p>Follow this link to login:</p><p><a href="{{ .ConfirmationURL }}">Log In</a></p><p>Alternatively, enter the code: {{ .Token }}</p>',
  },
  invite: {
    subject: 'You have been invited',
    html: '<h2>You have been invited</h2><p>You have been invited to create a user on {{ .SiteURL }}. Follow this link to accept the invite:</p><p><a href="{{ .ConfirmationURL }}">Accept the invite</a></p><p>Alternatively, enter the code: {{ .Token }}</p>',
  },
  email_change: {
    subject: 'Confirm Email Change',
    html: '<h2>Confirm email address change</h2><p>Follow this link to confirm the update of your email address from {{ .Email }} to {{ .NewEmail }}:</p><p><a href="{{ .ConfirmationURL }}">Change email address</a></p><p>Alternatively, enter the code: {{ .Token }}</p>',
  },
  reauthentication: {
    subject: 'Your verification code',
    html: '<h2>Your verification code</h2><p>Use the code below to verify your identity. It expires shortly.</p><p>{{ .Token }}</p>',
  },
};

const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const ACTION = /\{\{-?\s*(.*?)\s*-?\}\}/g;

/**
 * Renders the part of Go's html/template the auth e-mails use: `{{ .Name }}` (escaped), and
 * `{{ if .Name }} … {{ else }} … {{ end }}`. Anything else is refused, so a template that hosted
 * Supabase would render differently does not pass unnoticed here.
 */
export function renderGoTemplate(source: string, data: EmailTemplateData): string {
  const value = (name: string): string => {
    const key = name.replace(/^\./, '') as keyof EmailTemplateData;
    if (!/^\.\w+$/.test(name) || !(key in data)) throw new Error(`unsupported template variable "${name}"`);
    return data[key];
  };
  let out = '';
  /** One entry per open `if`: whether its branch is being written. */
  const branches: Array<{ taken: boolean; writing: boolean }> = [];
  const writing = () => branches.every((branch) => branch.writing);
  let last = 0;
  for (const match of source.matchAll(ACTION)) {
    if (writing()) out += source.slice(last, match.index);
    last = (match.index ?? 0) + match[0].length;
    const action = match[1];
    const condition = /^if\s+(\.\w+)$/.exec(action);
    if (condition) {
      const taken = value(condition[1]) !== '';
      branches.push({ taken, writing: taken });
    } else if (action === 'else') {
      const branch = branches.at(-1);
      if (!branch) throw new Error('{{ else }} without {{ if }}');
      branch.writing = !branch.taken;
    } else if (action === 'end') {
      if (!branches.pop()) throw new Error('{{ end }} without {{ if }}');
    } else if (writing()) {
      out += escapeHtml(value(action));
    } else {
      value(action);
    }
  }
  if (branches.length > 0) throw new Error('{{ if }} without {{ end }}');
  return out + (writing() ? source.slice(last) : '');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** A plain-text version of the HTML e-mail for the mailbox: paragraphs kept, links spelled out. */
export function htmlToText(html: string): string {
  return (
    html
      .replace(/<(head|style|script)\b[\s\S]*?<\/\1\s*>/gi, '')
      // Source line breaks are layout, not text (an HTML formatter wraps long paragraphs).
      .replace(/\s+/g, ' ')
      .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a\s*>/gi, (_, href: string, label: string) => {
        return `${label.trim()}: ${href}`;
      })
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|h\d|div|tr|li)\s*>/gi, '\n\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** The e-mail's subject, HTML (the configured template rendered) and plain text. */
export async function renderEmail(
  type: EmailTemplateType,
  config: EmailTemplateConfig | undefined,
  data: EmailTemplateData,
): Promise<{ subject: string; text: string; html: string }> {
  const fallback = GOTRUE_DEFAULTS[type];
  const source = config?.contentPath ? await readFile(config.contentPath, 'utf8') : fallback.html;
  const html = renderGoTemplate(source, data);
  return { subject: config?.subject ?? fallback.subject, text: htmlToText(html), html };
}

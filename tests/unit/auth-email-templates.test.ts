import { existsSync } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_RATE_LIMITS, loadStackConfig } from '#supabase/local/config.ts';
import {
  htmlToText,
  renderEmail,
  renderGoTemplate,
  type EmailTemplateData,
  type EmailTemplateType,
} from '#supabase/local/auth/email-templates.ts';
import { AuthRateLimiter } from '#supabase/local/auth/rate-limit.ts';

const DATA: EmailTemplateData = {
  ConfirmationURL: 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=magiclink&redirect_to=x',
  Token: '123456',
  TokenHash: 'abc',
  SiteURL: 'http://localhost:5173',
  RedirectTo: 'x',
  Email: 'atual@example.com.br',
  NewEmail: 'nova@example.com.br',
};

const TYPES: Exclude<EmailTemplateType, 'reauthentication'>[] = [
  'invite',
  'confirmation',
  'recovery',
  'magic_link',
  'email_change',
];

describe('auth e-mail templates (Go template subset)', () => {
  it('substitutes variables, escaping them for HTML', () => {
    expect(renderGoTemplate('<a href="{{ .ConfirmationURL }}">{{ .Email }}</a>', DATA)).toBe(
      '<a href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=magiclink&amp;redirect_to=x">atual@example.com.br</a>',
    );
    expect(renderGoTemplate('{{ .Email }}', { ...DATA, Email: '<b>"x"</b>' })).toBe(
      '&lt;b&gt;&quot;x&quot;&lt;/b&gt;',
    );
  });

  it('writes the branch of {{ if }} … {{ else }} … {{ end }} that applies', () => {
    const source = 'a{{ if .Token }}[{{ .Token }}]{{ else }}(sem código){{ end }}b';
    expect(renderGoTemplate(source, DATA)).toBe('a[123456]b');
    expect(renderGoTemplate(source, { ...DATA, Token: '' })).toBe('a(sem código)b');
  });

  it('refuses what it cannot render like GoTrue would', () => {
    expect(() => renderGoTemplate('{{ .Nope }}', DATA)).toThrow(/Nope/);
    expect(() => renderGoTemplate('{{ if .Token }}x', DATA)).toThrow(/end/);
    expect(() => renderGoTemplate('{{ range .Data }}{{ end }}', DATA)).toThrow();
  });

  it('turns the HTML into readable text with the link and the code', () => {
    const text = htmlToText(
      '<html><head><title>t</title></head><body><p>Olá!</p><p><a href="http://x/y?a=1&amp;b=2">Entrar</a></p><p>Ou digite o código: <strong>123456</strong></p></body></html>',
    );
    expect(text).toBe('Olá!\n\nEntrar: http://x/y?a=1&b=2\n\nOu digite o código: 123456');
  });
});

describe('config.toml [auth.email.template.*]', () => {
  const templates = loadStackConfig().auth.emailTemplates;

  it('names a pt-BR file for each of the six e-mails, and the files exist', () => {
    expect(Object.keys(templates).sort()).toEqual([...TYPES, 'reauthentication'].sort());
    for (const type of [...TYPES, 'reauthentication' as const]) {
      expect(templates[type].contentPath, type).toMatch(new RegExp(`supabase/templates/${type}\\.html$`));
      expect(existsSync(templates[type].contentPath!), type).toBe(true);
      expect(templates[type].subject, type).toContain('Elo CX');
    }
  });

  /**
   * Recovery, invite and confirmation links go to the site's /auth/confirm with the token hash (verified
   * by the site's server, so they open in any browser); the others keep the auth server's link.
   */
  const LINKS: Record<Exclude<EmailTemplateType, 'reauthentication'>, string> = {
    invite: 'http://localhost:5173/auth/confirm?token_hash=abc&type=invite',
    confirmation: 'http://localhost:5173/auth/confirm?token_hash=abc&type=signup',
    recovery: 'http://localhost:5173/auth/confirm?token_hash=abc&type=recovery',
    magic_link: DATA.ConfirmationURL,
    email_change: DATA.ConfirmationURL,
  };

  it.each(TYPES)('the %s e-mail renders in pt-BR with its link and code', async (type) => {
    const mail = await renderEmail(type, templates[type], DATA);
    expect(mail.subject).toBe(templates[type].subject);
    expect(mail.html).toContain('lang="pt-BR"');
    expect(mail.html).toContain(`href="${LINKS[type].replace(/&/g, '&amp;')}"`);
    expect(mail.text).toContain('Olá!');
    expect(mail.text).toContain('Ou digite o código: 123456');
    expect(mail.text).not.toMatch(/\{\{|\}\}/);
    // The link is spelled out in the text, and paragraphs are not broken where the HTML source wraps.
    expect(mail.text).toContain(`: ${LINKS[type]}`);
    expect(mail.text).not.toMatch(/[^\n]\n[^\n]/);
  });

  it('the reauthentication e-mail gives the code alone, with no link to follow', async () => {
    const mail = await renderEmail('reauthentication', templates.reauthentication, DATA);
    expect(mail.subject).toBe('Seu código de verificação no Elo CX');
    expect(mail.html).toContain('lang="pt-BR"');
    expect(mail.text).toContain('123456');
    expect(mail.html).not.toContain('href=');
  });

  it('the e-mail change message names both addresses', async () => {
    const mail = await renderEmail('email_change', templates.email_change, DATA);
    expect(mail.text).toContain('de atual@example.com.br para nova@example.com.br');
  });

  it('without a configured file a type falls back to GoTrue’s default e-mail', async () => {
    const mail = await renderEmail('magic_link', undefined, DATA);
    expect(mail.subject).toBe('Your Magic Link');
    expect(mail.text).toContain('123456');
  });
});

describe('MFA request limits', () => {
  it('challenges and verifications are each limited per client IP per minute', () => {
    const limiter = new AuthRateLimiter({ ...DEFAULT_AUTH_RATE_LIMITS, mfaChallengeAndVerify: 2 });
    const from = (ip: string) => ({ ip }) as FastifyRequest;
    limiter.request('factorVerify', from('10.0.0.1'));
    limiter.request('factorVerify', from('10.0.0.1'));
    expect(() => limiter.request('factorVerify', from('10.0.0.1'))).toThrow('Request rate limit reached');
    expect(() => limiter.request('factorVerify', from('10.0.0.2'))).not.toThrow();
    expect(() => limiter.request('factorChallenge', from('10.0.0.1'))).not.toThrow();
  });
});

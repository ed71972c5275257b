// @vitest-environment node
import MailComposer from 'nodemailer/lib/mail-composer';
import { describe, expect, it } from 'vitest';
import { renderCampaignEmail } from '#supabase/functions/_shared/mail/campaign-email.ts';
import { readMailConfig } from '#supabase/functions/_shared/mail/config.ts';
import { FaultPlan } from '#supabase/local/mailbox/faults.ts';
import { decodeWords, parseMail } from '#supabase/local/mailbox/mime.ts';
import { toStoredMessage } from '#supabase/local/mailbox/received.ts';

async function compose(options: ConstructorParameters<typeof MailComposer>[0]): Promise<Buffer> {
  return new MailComposer(options).compile().build();
}

describe('the mailbox reads what nodemailer sends', () => {
  it('decodes a multipart message with pt-BR text, list headers and a calendar attachment', async () => {
    const raw = await compose({
      from: 'Elo CX <nao-responda@elocx.com.br>',
      to: 'ana@example.com',
      subject: 'Confirme sua inscrição — ação necessária',
      text: 'Olá! Ação: https://site.test/newsletter/confirmar?token=abc\n'.repeat(40),
      html: '<p>Olá, ação!</p><a href="https://site.test/newsletter/confirmar?token=abc&amp;x=1">Confirmar</a>',
      headers: {
        'List-Unsubscribe': '<https://site.test/newsletter/cancelar?token=u1>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      attachments: [
        {
          filename: 'evento.ics',
          content: 'BEGIN:VCALENDAR\r\nSUMMARY:Café CX\r\nEND:VCALENDAR',
          contentType: 'text/calendar',
        },
      ],
    });
    const parsed = parseMail(raw);
    const stored = toStoredMessage(parsed, 'ana@example.com');
    expect(stored.subject).toBe('Confirme sua inscrição — ação necessária');
    expect(stored.from).toBe('Elo CX <nao-responda@elocx.com.br>');
    expect(stored.text).toContain('Olá! Ação: https://site.test/newsletter/confirmar?token=abc');
    expect(stored.html).toContain('<p>Olá, ação!</p>');
    expect(stored.actionUrl).toBe('https://site.test/newsletter/confirmar?token=abc&x=1');
    expect(stored.unsubscribeUrl).toBe('https://site.test/newsletter/cancelar?token=u1');
    expect(stored.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(stored.attachments).toHaveLength(1);
    expect(stored.attachments[0]).toMatchObject({ filename: 'evento.ics', contentType: 'text/calendar' });
    expect(stored.attachments[0].content).toContain('SUMMARY:Café CX');
  });

  it('decodes RFC 2047 words in Q and B encodings', () => {
    expect(decodeWords('=?UTF-8?Q?Inscri=C3=A7=C3=A3o_cancelada?=')).toBe('Inscrição cancelada');
    expect(decodeWords('=?UTF-8?B?w6k=?= =?UTF-8?B?w6k=?=')).toBe('éé');
  });
});

describe('fault plan of the SMTP sink', () => {
  it('lets `skip` messages through, then refuses `count` of them', () => {
    const plan = new FaultPlan();
    plan.add({ skip: 2, count: 1, code: 451 });
    expect(plan.next(['a@x.com'])).toBeNull();
    expect(plan.next(['b@x.com'])).toBeNull();
    expect(plan.next(['c@x.com'])).toMatchObject({ code: 451 });
    expect(plan.next(['d@x.com'])).toBeNull();
  });

  it('only counts messages to the given address', () => {
    const plan = new FaultPlan();
    plan.add({ to: 'b@x.com', code: 550 });
    expect(plan.next(['a@x.com'])).toBeNull();
    expect(plan.next(['B@x.com'])).toMatchObject({ code: 550 });
  });
});

describe('mail settings', () => {
  it('builds the SMTP URL from separate settings and takes the sender from the brand', () => {
    const env: Record<string, string> = {
      SMTP_HOST: 'smtp.example.com',
      SMTP_PORT: '465',
      SMTP_USER: 'a@b',
      SMTP_PASS: 'p:w',
    };
    const config = readMailConfig((name) => env[name]);
    expect(config.smtpUrl).toBe('smtps://a%40b:p%3Aw@smtp.example.com:465');
    expect(config.from).toBe('Elo CX <nao-responda@elocx.com.br>');
  });

  it('refuses to run without any SMTP setting', () => {
    expect(() => readMailConfig(() => undefined)).toThrow(/SMTP_URL/);
  });
});

describe('campaign e-mail', () => {
  it('renders markdown without raw HTML or script links, with the unsubscribe link in the footer', () => {
    const mail = renderCampaignEmail(
      {
        subject: ' Lançamento ',
        bodyMarkdown:
          '# Olá\n\n<script>alert(1)</script>\n\nVeja [ok](https://a.test) e [x](javascript:alert(1))',
        linkUrl: 'https://site.test/blog/post',
        linkLabel: 'Ler o artigo',
      },
      { brandName: 'Elo CX', unsubscribeUrl: 'https://site.test/newsletter/cancelar?token=t' },
    );
    expect(mail.subject).toBe('Lançamento');
    expect(mail.html).toContain('<h1>Olá</h1>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('href="javascript:');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('href="https://a.test"');
    expect(mail.html).toContain('Ler o artigo');
    expect(mail.html).toContain('https://site.test/newsletter/cancelar?token=t');
    expect(mail.text).toContain('Cancelar inscrição: https://site.test/newsletter/cancelar?token=t');
  });
});

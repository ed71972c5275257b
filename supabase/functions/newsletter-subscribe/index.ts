// Newsletter sign-up for visitors: POST { email, source? } stores a pending subscription (validated and
// rate limited by the database) and e-mails the 'Confirme sua inscrição' link. The answer is the same
// whether the address was new, pending or already confirmed, so it reveals nobody's subscription.
// POST { action: 'confirm', token } follows that link for the site's /newsletter/confirmar page and, when
// this call is the one that confirmed the address, sends a short welcome (a failed welcome never undoes
// the confirmation). Every message to a subscriber carries its unsubscribe link.
import { errorResponse, jsonResponse, preflightResponse, readJsonObject } from '../_shared/http.ts';
import { readMailConfig, type MailConfig } from '../_shared/mail/config.ts';
import {
  newsletterLinks,
  renderNewsletterConfirmation,
  renderNewsletterWelcome,
} from '../_shared/mail/newsletter-email.ts';
import { sendMail } from '../_shared/mail/send.ts';
import { asServiceRole, clientAddress, RestError, rpc } from '../_shared/rest.ts';

const mailConfig = (): MailConfig => readMailConfig((name) => Deno.env.get(name));

async function unsubscribeUrlFor(config: MailConfig, email: string): Promise<string> {
  const token = await rpc<string>(asServiceRole(), 'mail_unsubscribe_token', { _email: email });
  return newsletterLinks.unsubscribe(config.siteUrl, token);
}

async function subscribe(body: Record<string, unknown>, request: Request): Promise<Response> {
  const email = typeof body.email === 'string' ? body.email : '';
  const source = typeof body.source === 'string' ? body.source : 'site';
  // The database validates and rate limits per visitor address and in total.
  await rpc(asServiceRole(), 'subscribe_newsletter_from', {
    _email: email,
    _source: source,
    _client_ip: clientAddress(request) ?? null,
  });
  const token = await rpc<string | null>(asServiceRole(), 'newsletter_confirmation_token', {
    _email: email,
  });
  if (token) {
    const config = mailConfig();
    const to = email.trim().toLowerCase();
    const unsubscribeUrl = await unsubscribeUrlFor(config, to);
    const message = renderNewsletterConfirmation({
      brandName: config.brandName,
      confirmUrl: newsletterLinks.confirm(config.siteUrl, token),
      unsubscribeUrl,
    });
    await sendMail(config, { to, ...message, unsubscribeUrl });
  }
  return jsonResponse({ status: 'pending' });
}

async function confirm(body: Record<string, unknown>): Promise<Response> {
  const token = typeof body.token === 'string' ? body.token : '';
  const [row] = await rpc<Array<{ outcome: string; welcome_email: string | null }>>(
    asServiceRole(),
    'confirm_newsletter_with_welcome',
    { _token: token },
  );
  const outcome = row?.outcome ?? 'invalid';
  if (row?.welcome_email) {
    try {
      const config = mailConfig();
      const unsubscribeUrl = await unsubscribeUrlFor(config, row.welcome_email);
      const message = renderNewsletterWelcome({
        brandName: config.brandName,
        siteUrl: config.siteUrl,
        unsubscribeUrl,
      });
      await sendMail(config, { to: row.welcome_email, ...message, unsubscribeUrl });
    } catch (err) {
      console.error(
        `newsletter-subscribe: welcome not sent: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }
  return jsonResponse({ outcome });
}

Deno.serve(async (request: Request) => {
  if (request.method === 'OPTIONS') return preflightResponse();
  if (request.method !== 'POST') return errorResponse(405, 'method_not_allowed', 'Use o método POST.');

  const body = await readJsonObject(request);
  try {
    return body.action === 'confirm' ? await confirm(body) : await subscribe(body, request);
  } catch (err) {
    if (err instanceof RestError && err.code === 'PT429') {
      return errorResponse(429, 'newsletter_rate_limited', err.message);
    }
    if (err instanceof RestError && err.code === '22023') {
      return errorResponse(400, 'invalid_email', err.message);
    }
    console.error(`newsletter-subscribe: ${err instanceof Error ? err.message : String(err)}`);
    return errorResponse(
      502,
      'newsletter_unavailable',
      'Não foi possível concluir sua inscrição agora. Tente novamente em instantes.',
    );
  }
});

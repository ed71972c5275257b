// Newsletter sign-up for visitors: POST { email, source? } stores a pending subscription (validated and
// rate limited by the database) and e-mails the 'Confirme sua inscrição' link. The answer is the same
// whether the address was new, pending or already confirmed, so it reveals nobody's subscription.
import { errorResponse, jsonResponse, preflightResponse, readJsonObject } from '../_shared/http.ts';
import { readMailConfig } from '../_shared/mail/config.ts';
import { newsletterLinks, renderNewsletterConfirmation } from '../_shared/mail/newsletter-email.ts';
import { sendMail } from '../_shared/mail/send.ts';
import { asServiceRole, clientAddress, RestError, rpc } from '../_shared/rest.ts';

Deno.serve(async (request: Request) => {
  if (request.method === 'OPTIONS') return preflightResponse();
  if (request.method !== 'POST') return errorResponse(405, 'method_not_allowed', 'Use o método POST.');

  const body = await readJsonObject(request);
  const email = typeof body.email === 'string' ? body.email : '';
  const source = typeof body.source === 'string' ? body.source : 'site';

  try {
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
      const config = readMailConfig((name) => Deno.env.get(name));
      const message = renderNewsletterConfirmation({
        brandName: config.brandName,
        confirmUrl: newsletterLinks.confirm(config.siteUrl, token),
      });
      await sendMail(config, { to: email.trim().toLowerCase(), ...message });
    }
    return jsonResponse({ status: 'pending' });
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

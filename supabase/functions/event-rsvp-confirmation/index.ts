// 'Presença confirmada' e-mails, sent from the RSVP rows that are still pending. POST { eventId? }:
// a member (the site, right after 'Vou participar') sends their own confirmation for that event; the
// scheduler (the local stack, or pg_cron on hosted Supabase) calls it with the service role key and sends
// every pending one in a bounded batch, which retries what a mail server refused for the moment.
import { subjectOf } from '../_shared/admin.ts';
import { errorResponse, jsonResponse, preflightResponse, readJsonObject } from '../_shared/http.ts';
import { readMailConfig, type MailConfig } from '../_shared/mail/config.ts';
import { renderRsvpConfirmation, type RsvpEvent } from '../_shared/mail/event-rsvp-email.ts';
import { createMailer, MailSendError } from '../_shared/mail/send.ts';
import { asServiceRole, rpc, supabaseEnv } from '../_shared/rest.ts';

const BATCH_LIMIT = Math.max(1, Number(Deno.env.get('MAIL_BATCH_SIZE') || 50));
const BATCH_TIME_MS = Math.max(1000, Number(Deno.env.get('MAIL_BATCH_TIME_MS') || 20_000));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ClaimedConfirmation extends RsvpEvent {
  event_id: string;
  member_id: string;
  email: string | null;
  full_name: string | null;
}

/** Sends claimed confirmations one by one until none is left, the batch is full or time is up. */
async function sendPending(
  config: MailConfig,
  filter: { eventId: string | null; memberId: string | null },
  limit: number,
) {
  const service = asServiceRole();
  const mailer = createMailer(config, { pooled: true });
  const started = Date.now();
  let sent = 0;
  let failed = 0;
  try {
    for (let i = 0; i < limit && Date.now() - started < BATCH_TIME_MS; i++) {
      const [claimed] = await rpc<ClaimedConfirmation[]>(service, 'claim_event_rsvp_confirmation', {
        _event_id: filter.eventId,
        _member_id: filter.memberId,
      });
      if (!claimed) break;
      const done = { _event_id: claimed.event_id, _member_id: claimed.member_id };
      if (!claimed.email) {
        await rpc(service, 'finish_event_rsvp_confirmation', { ...done, _error: 'Membro sem e-mail.' });
        failed++;
        continue;
      }
      const message = renderRsvpConfirmation(
        { ...claimed, id: claimed.event_id },
        { brandName: config.brandName, siteUrl: config.siteUrl, memberName: claimed.full_name },
      );
      try {
        await mailer.send({ to: claimed.email, ...message });
        await rpc(service, 'finish_event_rsvp_confirmation', done);
        sent++;
      } catch (err) {
        const failure = err instanceof MailSendError ? err : new MailSendError(String(err), true);
        await rpc(service, 'finish_event_rsvp_confirmation', {
          ...done,
          _error: failure.message,
          _temporary: failure.temporary,
        });
        failed++;
        // The server refused for now: the next scheduled call tries again.
        if (failure.temporary) break;
      }
    }
  } finally {
    mailer.close();
  }
  return { sent, failed };
}

Deno.serve(async (request: Request) => {
  if (request.method === 'OPTIONS') return preflightResponse();
  if (request.method !== 'POST') return errorResponse(405, 'method_not_allowed', 'Use o método POST.');

  const body = await readJsonObject(request);
  const authorization = request.headers.get('Authorization') ?? '';
  const isScheduler = authorization === `Bearer ${supabaseEnv().serviceRoleKey}`;
  const eventId = typeof body.eventId === 'string' && UUID.test(body.eventId) ? body.eventId : null;
  // The platform verified the token (verify_jwt): its subject is the member.
  const memberId = isScheduler ? null : subjectOf(authorization);
  if (!isScheduler && (!memberId || !eventId)) {
    return errorResponse(400, 'invalid_request', 'Informe o evento da presença confirmada.');
  }
  try {
    const config = readMailConfig((name) => Deno.env.get(name));
    const result = await sendPending(config, { eventId, memberId }, isScheduler ? BATCH_LIMIT : 1);
    return jsonResponse(result);
  } catch (err) {
    console.error(`event-rsvp-confirmation: ${err instanceof Error ? err.message : String(err)}`);
    return errorResponse(500, 'rsvp_confirmation_failed', 'Não foi possível enviar a confirmação agora.');
  }
});

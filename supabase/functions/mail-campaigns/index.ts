// Back-office e-mail: POST { action: 'test', subject, bodyMarkdown, linkUrl?, linkLabel? } sends the
// message to the signed-in admin; POST { action: 'run', campaignId?, limit? } sends queued deliveries in one
// bounded batch and answers with the progress. Admins call it from the back-office while it is open; a
// scheduler (the local stack, or pg_cron on hosted Supabase) calls it with the service role key, so a
// campaign keeps going in the background and resumes after any restart.
import { errorResponse, jsonResponse, preflightResponse, readJsonObject } from '../_shared/http.ts';
import { renderCampaignEmail, type CampaignContent } from '../_shared/mail/campaign-email.ts';
import { readMailConfig, type MailConfig } from '../_shared/mail/config.ts';
import { newsletterLinks } from '../_shared/mail/newsletter-email.ts';
import { createMailer, MailSendError, sendMail } from '../_shared/mail/send.ts';
import { asServiceRole, RestError, rpc, supabaseEnv, type RestCaller } from '../_shared/rest.ts';

/** Messages per call, and the time a call may spend sending (well under the platform's limits). */
const BATCH_LIMIT = Math.max(1, Number(Deno.env.get('MAIL_BATCH_SIZE') || 50));
const BATCH_TIME_MS = Math.max(1000, Number(Deno.env.get('MAIL_BATCH_TIME_MS') || 20_000));

interface ClaimedDelivery {
  delivery_id: number;
  campaign_id: string;
  email: string;
  subject: string;
  body_markdown: string;
  link_url: string | null;
  link_label: string | null;
  unsubscribe_token: string;
}

function contentOf(body: Record<string, unknown>): CampaignContent | null {
  const subject = typeof body.subject === 'string' ? body.subject.trim() : '';
  const bodyMarkdown = typeof body.bodyMarkdown === 'string' ? body.bodyMarkdown : '';
  if (!subject || subject.length > 200 || !bodyMarkdown.trim() || bodyMarkdown.length > 50_000) return null;
  const linkUrl =
    typeof body.linkUrl === 'string' && /^https?:\/\/\S+$/i.test(body.linkUrl) ? body.linkUrl : null;
  const linkLabel = typeof body.linkLabel === 'string' ? body.linkLabel.slice(0, 80) : null;
  return { subject, bodyMarkdown, linkUrl, linkLabel };
}

async function sendTest(caller: RestCaller, config: MailConfig, content: CampaignContent): Promise<Response> {
  const email = await rpc<string | null>(caller, 'current_admin_email', {});
  if (!email) return errorResponse(403, 'forbidden', 'Apenas administradores enviam e-mails.');
  const token = await rpc<string>(asServiceRole(), 'mail_unsubscribe_token', { _email: email });
  const unsubscribeUrl = newsletterLinks.unsubscribe(config.siteUrl, token);
  const message = renderCampaignEmail(content, { brandName: config.brandName, unsubscribeUrl });
  await sendMail(config, { to: email, ...message, subject: `[Teste] ${message.subject}`, unsubscribeUrl });
  return jsonResponse({ sentTo: email });
}

/** Sends claimed deliveries one by one until the queue is empty, the batch is full or time is up. */
async function runBatch(config: MailConfig, campaignId: string | null, limit: number) {
  const service = asServiceRole();
  const mailer = createMailer(config, { pooled: true });
  const started = Date.now();
  let sent = 0;
  let failed = 0;
  let stoppedBy: 'empty' | 'limit' | 'time' | 'server' = 'limit';
  try {
    for (let i = 0; i < limit; i++) {
      if (Date.now() - started > BATCH_TIME_MS) {
        stoppedBy = 'time';
        break;
      }
      const [delivery] = await rpc<ClaimedDelivery[]>(service, 'claim_mail_delivery', {
        _campaign: campaignId,
      });
      if (!delivery) {
        stoppedBy = 'empty';
        break;
      }
      const unsubscribeUrl = newsletterLinks.unsubscribe(config.siteUrl, delivery.unsubscribe_token);
      const message = renderCampaignEmail(
        {
          subject: delivery.subject,
          bodyMarkdown: delivery.body_markdown,
          linkUrl: delivery.link_url,
          linkLabel: delivery.link_label,
        },
        { brandName: config.brandName, unsubscribeUrl },
      );
      try {
        await mailer.send({ to: delivery.email, ...message, unsubscribeUrl });
        await rpc(service, 'finish_mail_delivery', { _delivery: delivery.delivery_id });
        sent++;
      } catch (err) {
        const failure = err instanceof MailSendError ? err : new MailSendError(String(err), true);
        await rpc(service, 'finish_mail_delivery', {
          _delivery: delivery.delivery_id,
          _error: failure.message,
          _temporary: failure.temporary,
        });
        failed++;
        // A temporary refusal is about the server, not this address: stop and let the next call retry.
        if (failure.temporary) {
          stoppedBy = 'server';
          break;
        }
      }
    }
  } finally {
    mailer.close();
  }
  return { sent, failed, stoppedBy };
}

Deno.serve(async (request: Request) => {
  if (request.method === 'OPTIONS') return preflightResponse();
  if (request.method !== 'POST') return errorResponse(405, 'method_not_allowed', 'Use o método POST.');

  const body = await readJsonObject(request);
  const caller: RestCaller = { authorization: request.headers.get('Authorization') ?? '' };
  const isScheduler = caller.authorization === `Bearer ${supabaseEnv().serviceRoleKey}`;
  try {
    const config = readMailConfig((name) => Deno.env.get(name));
    if (body.action === 'test') {
      const content = contentOf(body);
      if (!content) return errorResponse(400, 'invalid_message', 'Informe o assunto e o texto da mensagem.');
      return await sendTest(caller, config, content);
    }
    if (body.action !== 'run') return errorResponse(400, 'invalid_action', 'Ação inválida.');

    if (!isScheduler && !(await rpc<string | null>(caller, 'current_admin_email', {}))) {
      return errorResponse(403, 'forbidden', 'Apenas administradores enviam e-mails.');
    }
    const campaignId = typeof body.campaignId === 'string' ? body.campaignId : null;
    const limit = Math.min(
      BATCH_LIMIT,
      Math.max(1, Math.trunc(Number(body.limit ?? BATCH_LIMIT)) || BATCH_LIMIT),
    );
    const batch = await runBatch(config, campaignId, limit);
    const progress = campaignId
      ? await rpc<Record<string, number>>(asServiceRole(), 'mail_campaign_progress', {
          _campaign: campaignId,
        })
      : null;
    return jsonResponse({ ...batch, progress });
  } catch (err) {
    if (err instanceof MailSendError) {
      return errorResponse(
        502,
        'mail_send_failed',
        `O servidor de e-mail recusou a mensagem: ${err.message}`,
      );
    }
    if (err instanceof RestError && err.status === 401) {
      return errorResponse(401, 'unauthorized', 'Sessão expirada. Entre novamente.');
    }
    console.error(`mail-campaigns: ${err instanceof Error ? err.message : String(err)}`);
    return errorResponse(500, 'mail_campaigns_failed', 'Não foi possível enviar agora. Tente novamente.');
  }
});

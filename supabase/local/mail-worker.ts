import type { StackContext } from './context.ts';

/**
 * The local stand-in for the hosted scheduler (pg_cron + pg_net): while any campaign has queued
 * deliveries, or any RSVP confirmation e-mail is pending, it calls the mail-campaigns or
 * event-rsvp-confirmation function with the service role key every few seconds, so mail is sent in the
 * background and resumes after a restart. ELO_MAIL_WORKER_INTERVAL_MS=0 turns
 * it off.
 */
export function startMailWorker(ctx: StackContext): { stop(): Promise<void> } {
  const interval = Number(process.env.ELO_MAIL_WORKER_INTERVAL_MS ?? 5000);
  if (!Number.isFinite(interval) || interval <= 0) return { stop: async () => undefined };
  let running: Promise<void> | null = null;
  let stopped = false;

  const callFunction = async (name: string, body: Record<string, unknown>) => {
    const response = await fetch(`${ctx.config.apiUrl}/functions/v1/${name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        apikey: ctx.config.serviceRoleKey,
        authorization: `Bearer ${ctx.config.serviceRoleKey}`,
      },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    if (!response.ok) ctx.log(`mail worker: the ${name} function answered ${response.status}`);
  };

  const tick = async () => {
    const { rows } = await ctx.db.query<{ campaigns: boolean; rsvps: boolean }>(
      `select exists (
         select 1 from public.mail_deliveries d join public.mail_campaigns c on c.id = d.campaign_id
          where c.status = 'sending' and d.status in ('pending', 'sending')
       ) as campaigns,
       exists (
         select 1 from public.event_rsvps r join public.events e on e.id = r.event_id
          where r.confirmation_status = 'pending' and e.is_active and e.end_date >= now()
       ) as rsvps`,
    );
    if (rows[0]?.campaigns && !stopped) await callFunction('mail-campaigns', { action: 'run' });
    if (rows[0]?.rsvps && !stopped) await callFunction('event-rsvp-confirmation', {});
  };

  const timer = setInterval(() => {
    if (running) return;
    running = tick()
      .catch((err: unknown) => ctx.log(`mail worker: ${err instanceof Error ? err.message : String(err)}`))
      .finally(() => {
        running = null;
      });
  }, interval);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

import type { StackContext } from './context.ts';

/**
 * The local stand-in for the hosted scheduler (pg_cron + pg_net): while any campaign has queued
 * deliveries, it calls the mail-campaigns function with the service role key every few seconds, so
 * campaigns are sent in the background and resume after a restart. ELO_MAIL_WORKER_INTERVAL_MS=0 turns
 * it off.
 */
export function startMailWorker(ctx: StackContext): { stop(): Promise<void> } {
  const interval = Number(process.env.ELO_MAIL_WORKER_INTERVAL_MS ?? 5000);
  if (!Number.isFinite(interval) || interval <= 0) return { stop: async () => undefined };
  let running: Promise<void> | null = null;
  let stopped = false;

  const tick = async () => {
    const { rows } = await ctx.db.query<{ queued: boolean }>(
      `select exists (
         select 1 from public.mail_deliveries d join public.mail_campaigns c on c.id = d.campaign_id
          where c.status = 'sending' and d.status in ('pending', 'sending')
       ) as queued`,
    );
    if (!rows[0]?.queued || stopped) return;
    const response = await fetch(`${ctx.config.apiUrl}/functions/v1/mail-campaigns`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        apikey: ctx.config.serviceRoleKey,
        authorization: `Bearer ${ctx.config.serviceRoleKey}`,
      },
      body: JSON.stringify({ action: 'run' }),
    });
    await response.arrayBuffer();
    if (!response.ok) ctx.log(`mail worker: the mail-campaigns function answered ${response.status}`);
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

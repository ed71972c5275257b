import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMailIdle } from '#supabase/local/auth/mail-queue.ts';
import { AuthRateLimiter } from '#supabase/local/auth/rate-limit.ts';
import { recoverHandlers } from '#supabase/local/auth/routes/recover.ts';
import type { StackContext } from '#supabase/local/context.ts';
import { loadStackConfig } from '#supabase/local/config.ts';

/**
 * POST /recover must not tell which addresses have an account, by its answer or by its time. The
 * handler is run with a database that records every query: the answer has to be complete before the
 * first query (the account lookup) is even asked, so nothing about the account can shape it.
 */
function stackWithRecordedQueries(): { ctx: StackContext; queries: string[]; logs: string[] } {
  const queries: string[] = [];
  const logs: string[] = [];
  // No account anywhere: every lookup finds nothing, so the queued job ends after its first query.
  const db = {
    query: (text: string | { text: string }) => {
      queries.push(typeof text === 'string' ? text : text.text);
      return Promise.resolve({ rows: [], rowCount: 0 });
    },
  } as unknown as pg.Pool;
  return { ctx: { config: loadStackConfig(), db, log: (line) => logs.push(line) }, queries, logs };
}

const requestWith = (body: unknown): FastifyRequest => ({ body, query: {} }) as unknown as FastifyRequest;
const noReply = {} as FastifyReply;

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /recover', () => {
  it('answers {} before it asks the database anything, and looks the address up afterwards', async () => {
    vi.useFakeTimers();
    const { ctx, queries, logs } = stackWithRecordedQueries();
    const { recover } = recoverHandlers({ ctx, limiter: new AuthRateLimiter(ctx.config.auth.rateLimit) });

    const answer = await recover(requestWith({ email: 'Alguem@Example.com.br' }), noReply);
    expect(answer).toEqual({});
    expect(queries).toEqual([]);

    await vi.runAllTimersAsync();
    await authMailIdle(ctx);
    expect(queries.length).toBeGreaterThan(0);
    expect(queries[0]).toMatch(/auth\.users/);
    expect(logs).toEqual([]);
  });

  it('refuses a missing address at once, as GoTrue does, without a lookup', async () => {
    const { ctx, queries } = stackWithRecordedQueries();
    const { recover } = recoverHandlers({ ctx, limiter: new AuthRateLimiter(ctx.config.auth.rateLimit) });
    await expect(recover(requestWith({ email: '  ' }), noReply)).rejects.toMatchObject({
      message: 'Password recovery requires an email',
    });
    expect(queries).toEqual([]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { warmUp } from '#site/server/http/site-server.ts';

type Inject = FastifyInstance['inject'];

function fakeApp(answer: (url: string) => Promise<unknown>) {
  const seen: string[] = [];
  const inject = ((options: { url: string }) => {
    seen.push(options.url);
    return answer(options.url);
  }) as unknown as Inject;
  return { app: { inject }, seen };
}

describe('warmUp', () => {
  it('renders the home once before the server takes traffic', async () => {
    const { app, seen } = fakeApp(async () => ({ statusCode: 200 }));
    await warmUp(app);
    expect(seen).toEqual(['/']);
  });

  it('a failing render does not stop the start', async () => {
    const { app } = fakeApp(async () => {
      throw new Error('backend not answering');
    });
    await expect(warmUp(app)).resolves.toBeUndefined();
  });

  it('never waits past its deadline for a render that hangs', async () => {
    vi.useFakeTimers();
    try {
      const { app } = fakeApp(() => new Promise(() => {}));
      let done = false;
      const warming = warmUp(app, { timeoutMs: 5000 }).then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(4999);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await warming;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

import type { StackContext } from '../context.ts';

/**
 * The auth service's outgoing mail queue. Rendering and sending an e-mail takes far longer than
 * answering, so a route that mailed inline answered slower for an address with an account than for
 * one without, and the difference told who has an account. The routes now answer first; the work
 * queued here runs after the answer has gone out, one job at a time, in order.
 */
interface MailQueue {
  tail: Promise<void>;
  pending: number;
}

const queues = new WeakMap<StackContext, MailQueue>();
/**
 * How long a job waits before it starts: the answer still has to pass the gateway after the route has
 * returned it, and work started at once (queries, rendering) would delay exactly the answers whose
 * address has an account.
 */
const START_DELAY_MS = 100;

function queueOf(ctx: StackContext): MailQueue {
  let queue = queues.get(ctx);
  if (!queue) {
    queue = { tail: Promise.resolve(), pending: 0 };
    queues.set(ctx, queue);
  }
  return queue;
}

/** Runs `job` after the current answer has been sent; a failure is logged (status and reason only). */
export function afterAnswer(ctx: StackContext, label: string, job: () => Promise<void>): void {
  const queue = queueOf(ctx);
  queue.pending += 1;
  const delay = new Promise<void>((resolve) => setTimeout(resolve, START_DELAY_MS));
  queue.tail = queue.tail
    .then(() => delay)
    .then(job)
    .catch((err: unknown) =>
      ctx.log(`auth mail: ${label} failed (${err instanceof Error ? err.message : String(err)})`),
    )
    .finally(() => {
      queue.pending -= 1;
    });
}

/** Resolves once every queued job (including jobs queued by jobs) has finished. */
export async function authMailIdle(ctx: StackContext): Promise<void> {
  const queue = queueOf(ctx);
  while (queue.pending > 0) await queue.tail;
}

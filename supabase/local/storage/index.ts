import type { FastifyInstance } from 'fastify';
import type { StackContext } from '../context.ts';

/** Storage API-compatible service (subset used by storage-js). */
export default async function storageService(
  app: FastifyInstance,
  opts: { ctx: StackContext },
): Promise<void> {
  void opts;
  app.get('/status', async () => ({ ok: true }));
}

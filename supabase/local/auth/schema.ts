import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StackContext } from '../context.ts';

const AUTH_BOOTSTRAP = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'bootstrap',
  '10-auth.sql',
);

/**
 * Re-applies the (idempotent) auth schema on start, so a data folder initialised by an older
 * version of the stack gains tables added since without a database reset.
 */
export async function ensureAuthSchema(ctx: StackContext): Promise<void> {
  await ctx.db.query(await readFile(AUTH_BOOTSTRAP, 'utf8'));
}

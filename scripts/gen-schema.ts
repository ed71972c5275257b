import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { loadStackConfig, REPO_ROOT } from '#supabase/local/config.ts';
import { startStack } from '#supabase/local/stack.ts';
import { generateDatabaseSchema, SCHEMA_FILE } from './database-schema.ts';

/**
 * npm run gen:schema: supabase/schema.sql from the local database. A running stack is read as it is;
 * otherwise the stack is started for the moment (applying any new migration) and stopped again.
 */
const config = loadStackConfig();

async function reachable(): Promise<boolean> {
  const probe = new pg.Client({ connectionString: config.dbUrl });
  try {
    await probe.connect();
    return true;
  } catch {
    return false;
  } finally {
    await probe.end().catch(() => undefined);
  }
}

const stack = (await reachable()) ? null : await startStack({ config });
try {
  await writeFile(SCHEMA_FILE, await generateDatabaseSchema(config.dbUrl));
  console.log(`Wrote ${path.relative(REPO_ROOT, SCHEMA_FILE)}`);
} finally {
  await stack?.stop();
}

import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { loadStackConfig, REPO_ROOT } from '#supabase/local/config.ts';
import { generateDatabaseTypes, TYPES_FILE } from './database-types.ts';

/** npm run gen:types: shared/database.types.ts from the running local database, with Supabase's generator. */
const config = loadStackConfig();
const probe = new pg.Client({ connectionString: config.dbUrl });
try {
  await probe.connect();
} catch {
  console.error(`Cannot reach the local database at ${config.dbUrl}. Start it first: npm run stack`);
  process.exit(1);
} finally {
  await probe.end().catch(() => undefined);
}
await writeFile(TYPES_FILE, await generateDatabaseTypes(config.dbUrl));
console.log(`Wrote ${path.relative(REPO_ROOT, TYPES_FILE)}`);

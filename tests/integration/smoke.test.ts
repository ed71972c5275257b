import { describe, expect, inject, it } from 'vitest';
import { anonClient } from '../helpers/supabase.ts';

describe('local stack', () => {
  it('serves PostgREST through the gateway to the unmodified supabase-js client', async () => {
    const { data, error } = await anonClient(inject('apiUrl')).from('events').select('id').limit(1);
    expect(error).toBeNull();
    expect(Array.isArray(data)).toBe(true);
  });
});

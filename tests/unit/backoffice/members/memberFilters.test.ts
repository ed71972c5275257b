import { describe, expect, it } from 'vitest';
import { memberTableFilter } from '#backoffice/members/memberList.ts';

describe('memberTableFilter', () => {
  const now = new Date('2026-11-23T12:00:00Z');

  it('leaves the plain and searched list to the RPC', () => {
    expect(memberTableFilter({}, now)).toBeNull();
    expect(memberTableFilter({ q: 'ana' }, now)).toBeNull();
    expect(memberTableFilter({ online: false, active_30d: false }, now)).toBeNull();
  });

  it('maps switches and Brasília dates to PostgREST filters, keeping the search', () => {
    expect(
      memberTableFilter(
        {
          q: 'ana silva',
          online: true,
          active_30d: true,
          joined_from: '2026-01-01',
          joined_to: '2026-01-31',
        },
        now,
      ),
    ).toEqual({
      '@or': { 'full_name@ilike': 'ana*silva', 'email@ilike': 'ana*silva' },
      is_logged_in: true,
      'last_login_at@gte': '2026-10-24T12:00:00.000Z',
      'created_at@gte': '2026-01-01T03:00:00.000Z',
      'created_at@lte': '2026-02-01T02:59:59.999Z',
    });
  });

  it('ignores malformed dates', () => {
    expect(memberTableFilter({ joined_from: '01/02/2026' }, now)).toBeNull();
  });
});

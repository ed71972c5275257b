import { describe, expect, it } from 'vitest';
import { holdsFailedRead } from '#site/server/failed-reads.ts';

const ok = <T>(data: T) => ({ data, failed: false as const });
const failed = { data: null, failed: true as const };

describe('holdsFailedRead', () => {
  it('finds a failed section read in the home loader data, as React Router holds it', () => {
    const loaderData = {
      root: { user: null, year: 2026 },
      'routes/HomePage': {
        home: { video: ok({ id: 'v1' }), ambassadors: failed, members: ok([]) },
        jsonLd: { '@type': 'Organization' },
      },
    };
    expect(holdsFailedRead(loaderData)).toBe(true);
  });

  it('finds a failed list read answered at the top of a route', () => {
    expect(holdsFailedRead({ root: {}, 'routes/EventsPage': failed })).toBe(true);
  });

  it('passes pages whose reads all succeeded, or found nothing', () => {
    const loaderData = {
      root: { user: null },
      'routes/HomePage': { home: { video: ok(null), ambassadors: ok([{ name: 'Ana', failed: false }]) } },
      'routes/EventPage': null,
    };
    expect(holdsFailedRead(loaderData)).toBe(false);
  });

  it('does not take a field merely named failed for a failed read', () => {
    expect(holdsFailedRead({ 'routes/X': { stats: { failed: 3 } } })).toBe(false);
  });
});

import type { Session } from '@supabase/auth-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from '#shared/env.ts';
import { adminAuth } from '#backoffice/auth/authClient.ts';
import { authFetch } from '#backoffice/providers/authFetch.ts';
import { postgrestDataProvider } from '#backoffice/providers/dataProvider.ts';
import { supabaseClient } from '#backoffice/providers/supabaseClient.ts';
import { storage } from '#backoffice/uploads/storageClient.ts';

type SessionAnswer = Awaited<ReturnType<typeof adminAuth.getSession>>;

function signedInAs(token: string | null) {
  const session = token ? ({ access_token: token } as Session) : null;
  vi.spyOn(adminAuth, 'getSession').mockResolvedValue({ data: { session }, error: null } as SessionAnswer);
}

/** Every request the code under test sends, answered with an empty JSON list. */
function recordRequests() {
  const requests: Array<{ url: string; headers: Headers; method: string }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push({
        url: String(input instanceof Request ? input.url : input),
        headers: new Headers(init?.headers),
        method: init?.method ?? 'GET',
      });
      return new Response('[]', {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'Content-Range': '0-0/0' },
      });
    }),
  );
  return requests;
}

describe("the back-office's Supabase requests", () => {
  let requests: ReturnType<typeof recordRequests>;
  beforeEach(() => {
    requests = recordRequests();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("carry the project key and the signed-in admin's token", async () => {
    signedInAs('admin-token');
    await authFetch(`${SUPABASE_URL}/rest/v1/events`);
    expect(requests[0]!.headers.get('apikey')).toBe(SUPABASE_ANON_KEY);
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('fall back to the project key as the bearer when signed out, and keep headers the caller set', async () => {
    signedInAs(null);
    await authFetch(`${SUPABASE_URL}/rest/v1/events`);
    expect(requests[0]!.headers.get('Authorization')).toBe(`Bearer ${SUPABASE_ANON_KEY}`);
    await authFetch(`${SUPABASE_URL}/storage/v1/object/x`, { headers: { Authorization: 'Bearer mine' } });
    expect(requests[1]!.headers.get('Authorization')).toBe('Bearer mine');
  });

  it('go out as the admin from the table API, functions, storage and the list provider', async () => {
    signedInAs('admin-token');
    await supabaseClient.from('events').select('id');
    await supabaseClient.rpc('get_dashboard_trends');
    await supabaseClient.functions.invoke('fetch-courses', { body: {} });
    await storage.from('videos').remove(['a.mp4']);
    await postgrestDataProvider().getList('events', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'start_date', order: 'ASC' },
      filter: {},
    });
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual([
      '/rest/v1/events',
      '/rest/v1/rpc/get_dashboard_trends',
      '/functions/v1/fetch-courses',
      '/storage/v1/object/videos',
      '/rest/v1/events',
    ]);
    for (const request of requests) {
      expect(request.headers.get('apikey')).toBe(SUPABASE_ANON_KEY);
      expect(request.headers.get('Authorization')).toBe('Bearer admin-token');
    }
    expect(new URL(requests[4]!.url).searchParams.get('order')).toBe('start_date.asc');
  });
});

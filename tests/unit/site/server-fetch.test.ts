import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  internalApiUrl,
  serverFetch,
  serverReadConfig,
  serverRestUrl,
} from '#site/src/lib/runtime-config.server.ts';

describe("the server's route to Supabase", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  function stubFetch() {
    const seen: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL | Request) => {
        seen.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
        return new Response('ok');
      }),
    );
    return seen;
  }

  it('sends requests for the public API address to the internal one, and others as they are', async () => {
    vi.stubEnv('SUPABASE_URL', 'https://elocx.com.br/');
    vi.stubEnv('ELO_INTERNAL_API_URL', 'http://127.0.0.1:54321/');
    const seen = stubFetch();
    await serverFetch('https://elocx.com.br/rest/v1/events?select=id');
    await serverFetch(new URL('https://elocx.com.br/auth/v1/token?grant_type=pkce'));
    await serverFetch(new Request('https://elocx.com.br/storage/v1/object/public/a.png'));
    await serverFetch('https://elocx.com.br.example.org/rest/v1/events');
    await serverFetch('https://cdn.example.org/x.png');
    expect(seen).toEqual([
      'http://127.0.0.1:54321/rest/v1/events?select=id',
      'http://127.0.0.1:54321/auth/v1/token?grant_type=pkce',
      'http://127.0.0.1:54321/storage/v1/object/public/a.png',
      'https://elocx.com.br.example.org/rest/v1/events',
      'https://cdn.example.org/x.png',
    ]);
    expect(serverReadConfig().url).toBe('http://127.0.0.1:54321');
  });

  it('uses the public address when no internal one is set', async () => {
    vi.stubEnv('SUPABASE_URL', 'https://api.elocx.com.br');
    vi.stubEnv('ELO_INTERNAL_API_URL', '');
    const seen = stubFetch();
    await serverFetch('https://api.elocx.com.br/rest/v1/posts');
    expect(seen).toEqual(['https://api.elocx.com.br/rest/v1/posts']);
    expect(internalApiUrl()).toBe('https://api.elocx.com.br');
  });

  it("sends PostgREST calls straight to PostgREST's own address when it is set, and the rest to the gateway", async () => {
    vi.stubEnv('SUPABASE_URL', 'https://elocx.com.br');
    vi.stubEnv('SUPABASE_ANON_KEY', 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2ln');
    vi.stubEnv('ELO_INTERNAL_API_URL', 'http://127.0.0.1:54321');
    vi.stubEnv('ELO_INTERNAL_REST_URL', 'http://127.0.0.1:54329/');
    const seen = stubFetch();
    await serverFetch('https://elocx.com.br/rest/v1/rpc/my_member_context');
    await serverFetch(new Request('http://127.0.0.1:54321/rest/v1/events?select=id'));
    await serverFetch('https://elocx.com.br/auth/v1/token?grant_type=refresh_token');
    await serverFetch('https://elocx.com.br/rest/v10/x');
    expect(seen).toEqual([
      'http://127.0.0.1:54329/rpc/my_member_context',
      'http://127.0.0.1:54329/events?select=id',
      'http://127.0.0.1:54321/auth/v1/token?grant_type=refresh_token',
      'http://127.0.0.1:54321/rest/v10/x',
    ]);
    expect(serverRestUrl()).toBe('http://127.0.0.1:54329');
  });

  it("keeps PostgREST calls on the API address without PostgREST's own, or with an opaque anon key", () => {
    vi.stubEnv('SUPABASE_URL', 'https://api.elocx.com.br');
    vi.stubEnv('ELO_INTERNAL_API_URL', '');
    vi.stubEnv('ELO_INTERNAL_REST_URL', '');
    vi.stubEnv('SUPABASE_ANON_KEY', 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2ln');
    expect(serverRestUrl()).toBe('https://api.elocx.com.br/rest/v1');
    // The gateway maps an opaque key to its JWT; PostgREST alone would refuse it.
    vi.stubEnv('ELO_INTERNAL_REST_URL', 'http://127.0.0.1:54329');
    vi.stubEnv('SUPABASE_ANON_KEY', 'sb_publishable_abc');
    expect(serverRestUrl()).toBe('https://api.elocx.com.br/rest/v1');
  });
});

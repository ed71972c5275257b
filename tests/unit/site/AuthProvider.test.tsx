import { act, cleanup, render } from '@testing-library/react';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the site's Supabase client: the test drives the auth events itself. */
const fake = vi.hoisted(() => {
  const state = {
    listener: null as null | ((event: string, session: unknown) => void),
    storedSession: null as unknown,
    callback: { isCallback: true, errorMessage: null as string | null },
    calls: [] as string[],
    trackLogoutError: null as null | { message: string },
    signOutError: null as null | Error,
  };
  const supabase = {
    auth: {
      onAuthStateChange: (listener: (event: string, session: unknown) => void) => {
        state.listener = listener;
        return { data: { subscription: { unsubscribe: () => (state.listener = null) } } };
      },
      getSession: async () => ({ data: { session: state.storedSession } }),
      signOut: async () => {
        state.calls.push('signOut');
        return { error: state.signOutError };
      },
    },
    rpc: (name: string) => {
      state.calls.push(name);
      return Promise.resolve({ error: name === 'track_user_logout' ? state.trackLogoutError : null });
    },
  };
  return { state, supabase };
});

vi.mock('../../../site/src/lib/supabase.ts', () => ({
  supabase: fake.supabase,
  get oauthCallbackAtLoad() {
    return fake.state.callback;
  },
}));

const { AuthProvider } = await import('../../../site/src/auth/AuthProvider.tsx');
const { useAuth } = await import('../../../site/src/auth/auth-context.ts');

function session(token: string): Session {
  return {
    access_token: `header.payload.${token}-${'x'.repeat(40)}`,
    refresh_token: 'r',
    expires_in: 3600,
    token_type: 'bearer',
    user: {
      id: 'u1',
      email: 'mariana.costa@example.com.br',
      app_metadata: { provider: 'linkedin_oidc' },
      user_metadata: { name: 'Mariana Costa', picture: 'https://p/m.jpg', sub: 'li-mariana-costa' },
      aud: 'authenticated',
      created_at: '2026-11-21T00:00:00Z',
    },
  } as Session;
}

const latest: { auth: ReturnType<typeof useAuth> | null } = { auth: null };
/** Publishes the context value to the test after every render. */
function Probe() {
  const value = useAuth();
  useEffect(() => {
    latest.auth = value;
  });
  return null;
}
const auth = new Proxy({} as ReturnType<typeof useAuth>, {
  get: (_target, key: keyof ReturnType<typeof useAuth>) => latest.auth![key],
});

function emit(event: AuthChangeEvent, value: Session | null) {
  act(() => fake.state.listener!(event, value));
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const loginTracks = () => fake.state.calls.filter((name) => name === 'track_user_login_with_profile').length;

beforeEach(() => {
  vi.useFakeTimers();
  window.sessionStorage.clear();
  fake.state.calls = [];
  fake.state.storedSession = null;
  fake.state.callback = { isCallback: true, errorMessage: null };
  fake.state.trackLogoutError = null;
  fake.state.signOutError = null;
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AuthProvider', () => {
  it('is loading until the stored session is read after 500 ms', async () => {
    fake.state.storedSession = session('stored');
    expect(auth.loading).toBe(true);
    await advance(499);
    expect(auth.loading).toBe(true);
    await advance(1);
    expect(auth.loading).toBe(false);
    expect(auth.user?.email).toBe('mariana.costa@example.com.br');
  });

  it('tracks the OAuth sign-in once, when initialization completes', async () => {
    const signedIn = session('oauth');
    fake.state.storedSession = signedIn;
    emit('SIGNED_IN', signedIn); // the code exchange finished before initialization
    emit('INITIAL_SESSION', signedIn);
    await advance(1400);
    expect(loginTracks()).toBe(0);
    await advance(200);
    expect(loginTracks()).toBe(1);
    emit('SIGNED_IN', signedIn); // same token again (another tab event, a duplicate)
    await advance(10);
    expect(loginTracks()).toBe(1);
  });

  it('never tracks a restored session or a token refresh', async () => {
    fake.state.callback = { isCallback: false, errorMessage: null };
    const restored = session('restored');
    fake.state.storedSession = restored;
    emit('SIGNED_IN', restored); // supabase-js announces restored sessions as SIGNED_IN too
    emit('INITIAL_SESSION', restored);
    await advance(2000);
    emit('TOKEN_REFRESHED', session('refreshed'));
    await advance(10);
    expect(loginTracks()).toBe(0);
  });

  it('tracks a SIGNED_IN after initialization that follows the callback', async () => {
    await advance(1600);
    emit('SIGNED_IN', session('late'));
    await advance(10);
    expect(loginTracks()).toBe(1);
  });

  it('tracks the logout before signing out, and nothing after it', async () => {
    await advance(1600);
    await act(() => auth.signOut());
    expect(fake.state.calls).toEqual(['track_user_logout', 'signOut']);
    emit('SIGNED_IN', session('after-sign-out'));
    await advance(10);
    expect(loginTracks()).toBe(0);
  });

  it('only logs a logout-tracking failure, but rethrows a sign-out error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.state.trackLogoutError = { message: 'falhou' };
    await act(() => auth.signOut());
    expect(fake.state.calls).toEqual(['track_user_logout', 'signOut']);
    expect(log).toHaveBeenCalled();
    fake.state.signOutError = new Error('Sem conexão');
    await expect(auth.signOut()).rejects.toThrow('Sem conexão');
    log.mockRestore();
  });
});

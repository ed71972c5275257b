import type { User } from '@supabase/supabase-js';
import { useCallback, useEffect, useState } from 'react';
import { supabaseClient } from '../providers/supabaseClient.ts';

/** The signed-in account as the auth server sees it now (not the cached session), kept fresh on updates. */
export function useAuthUser() {
  const [user, setUser] = useState<User | null>(null);
  const [error, setError] = useState<unknown>(null);

  const reload = useCallback(async () => {
    const { data, error: failure } = await supabaseClient.auth.getUser();
    if (failure) setError(failure);
    else setUser(data.user);
  }, []);

  useEffect(() => {
    // First read after mount: the state is set from the answer, never during the effect itself.
    const first = setTimeout(() => void reload(), 0);
    const { data } = supabaseClient.auth.onAuthStateChange((event, session) => {
      if ((event === 'USER_UPDATED' || event === 'SIGNED_IN') && session) setUser(session.user);
    });
    return () => {
      clearTimeout(first);
      data.subscription.unsubscribe();
    };
  }, [reload]);

  return { user, error, reload };
}

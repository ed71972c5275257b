import { useEffect, useState } from 'react';
import { supabaseClient } from '../providers/supabaseClient.ts';

/** The signed-in admin's user id (undefined while unknown, null without a session). */
export function useCurrentUserId(): string | null | undefined {
  const [userId, setUserId] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let active = true;
    supabaseClient.auth.getSession().then(({ data }) => {
      if (active) setUserId(data.session?.user.id ?? null);
    });
    return () => {
      active = false;
    };
  }, []);
  return userId;
}

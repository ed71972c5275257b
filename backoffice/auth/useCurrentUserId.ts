import { useEffect, useState } from 'react';
import { currentSession } from './session.ts';

/** The signed-in admin's user id (undefined while unknown, null without a session). */
export function useCurrentUserId(): string | null | undefined {
  const [userId, setUserId] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let active = true;
    currentSession().then((session) => {
      if (active) setUserId(session?.user.id ?? null);
    });
    return () => {
      active = false;
    };
  }, []);
  return userId;
}

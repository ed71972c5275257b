import type { GoTrueClient } from '@supabase/auth-js';
import { hasAdminRole } from './adminRole.ts';
import { needsSecondFactor } from './mfa.ts';

/**
 * Where a freshly signed-in person goes next: the two-factor code first when their account has a
 * verified factor and the session is still aal1, then the panel if they hold the admin role.
 */
export type AdminEntry = 'mfa_required' | 'admin' | 'not_admin';

export async function adminEntry(auth: GoTrueClient, userId: string): Promise<AdminEntry> {
  if (await needsSecondFactor(auth)) return 'mfa_required';
  return (await hasAdminRole(userId)) ? 'admin' : 'not_admin';
}

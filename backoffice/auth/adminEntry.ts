import type { AppSupabaseClient } from '../../shared/supabase.ts';
import { hasAdminRole } from '../providers/authProvider.ts';
import { needsSecondFactor } from './mfa.ts';

/**
 * Where a freshly signed-in person goes next: the two-factor code first when their account has a
 * verified factor and the session is still aal1, then the panel if they hold the admin role.
 */
export type AdminEntry = 'mfa_required' | 'admin' | 'not_admin';

export async function adminEntry(client: AppSupabaseClient, userId: string): Promise<AdminEntry> {
  if (await needsSecondFactor(client)) return 'mfa_required';
  return (await hasAdminRole(client, userId)) ? 'admin' : 'not_admin';
}

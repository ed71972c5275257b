import type { BackofficeClient } from '../providers/supabaseClient.ts';

/** Grants the admin role (an admin approving a sign-up from /admin-auth). */
export async function grantAdmin(client: BackofficeClient, userId: string): Promise<void> {
  const { error } = await client.from('user_roles').insert({ user_id: userId, role: 'admin' });
  if (error) throw error;
}

/** Revokes it; the database refuses to remove the last admin and says so. */
export async function revokeAdmin(client: BackofficeClient, userId: string): Promise<void> {
  const { data, error } = await client
    .from('user_roles')
    .delete()
    .eq('user_id', userId)
    .eq('role', 'admin')
    .select('id');
  if (error) throw error;
  if (!data?.length) throw new Error('Nenhuma permissão de administrador encontrada para esta conta.');
}

import { isSameOriginPost } from '../auth/flow.server.ts';
import { createRequestSupabase, PRIVATE_CACHE, requestMember } from '../auth/session.server.ts';
import type { MemberDataResult } from '../data/types.ts';
import type { Route } from './+types/member-data';

/**
 * POST /member/dados with intent=export|erase: the LGPD export ('Baixar meus dados') and erasure
 * ('Excluir minha conta') for the member of the session cookies. After the erasure the account is gone,
 * so only the session cookies are left to clear (local sign-out, no call to the auth server).
 */
export async function action({ request }: Route.ActionArgs) {
  if (!isSameOriginPost(request)) return new Response('Origem não permitida', { status: 403 });
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get('intent') ?? '');
  const { user } = await requestMember(request);
  const { supabase, headers } = createRequestSupabase(request);
  headers.set('Cache-Control', PRIVATE_CACHE);
  const answer = (result: MemberDataResult, status = 200) => Response.json(result, { status, headers });
  if (!user) return answer({ ok: false, intent, error: 'Sessão não encontrada.' }, 401);
  if (intent === 'export') {
    const { data, error } = await supabase.rpc('export_member_data');
    if (error) return answer({ ok: false, intent, error: error.message }, 400);
    return answer({ ok: true, intent, data });
  }
  if (intent === 'erase') {
    const { error } = await supabase.rpc('erase_member_data');
    if (error) return answer({ ok: false, intent, error: error.message }, 400);
    await supabase.auth.signOut({ scope: 'local' });
    return answer({ ok: true, intent });
  }
  return answer({ ok: false, intent, error: 'Ação desconhecida.' }, 400);
}

export function loader() {
  return new Response('Método não permitido', { status: 405, headers: { Allow: 'POST' } });
}

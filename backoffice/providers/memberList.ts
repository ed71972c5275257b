import type { GetListParams, GetListResult } from 'react-admin';
import type { AppSupabaseClient } from '../../shared/supabase.ts';

/** The resource whose list is served by the search_members RPC instead of a table read. */
export const MEMBERS_RESOURCE = 'members';

/**
 * The members list, plain or searched, through search_members: it reads as the table's owner after an
 * admin check, so the trigram and order indexes apply (row-level security hides them from a plain
 * `ilike` read), and its total comes from a kept counter or the match count instead of a table count.
 */
export async function getMemberList(
  client: AppSupabaseClient,
  params: GetListParams,
): Promise<GetListResult> {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 20 };
  const q = typeof params.filter?.q === 'string' ? params.filter.q : '';
  const call = (offset: number, limit: number) =>
    client.rpc('search_members', {
      q,
      _limit: limit,
      _offset: offset,
      _sort: params.sort?.field ?? 'created_at',
      _order: params.sort?.order === 'ASC' ? 'asc' : 'desc',
    });
  const { data, error } = await call((page - 1) * perPage, perPage);
  if (error) throw error;
  let rows = data ?? [];
  let total = rows[0]?.total_count ?? 0;
  if (rows.length === 0 && page > 1) {
    // Past the last page (e.g. members removed meanwhile): the total still tells the list where to go.
    const first = await call(0, 1);
    if (first.error) throw first.error;
    total = first.data?.[0]?.total_count ?? 0;
    rows = [];
  }
  return { data: rows.map(({ total_count: _count, ...member }) => member), total: Number(total) };
}

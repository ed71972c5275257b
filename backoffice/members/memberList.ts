import type { GetListParams, GetListResult } from 'react-admin';
import type { ListReader, RpcClient } from '../resource-module.ts';
import { applySearch } from '../providers/search.ts';
import { endOfDayIn, startOfDayIn } from '#shared/zonedTime.ts';

/**
 * The members list's own read: switches and dates read the table (admins may); the plain or searched
 * list goes through the search_members RPC.
 */
export const readMemberList: ListReader = (params, { readTable, client }) => {
  const tableFilter = memberTableFilter(params.filter);
  return tableFilter ? readTable({ ...params, filter: tableFilter }) : getMemberList(client, params);
};

/**
 * The members list, plain or searched, through search_members: it reads as the table's owner after an
 * admin check, so the trigram and order indexes apply (row-level security hides them from a plain
 * `ilike` read), and its total comes from a kept counter or the match count instead of a table count.
 */
export async function getMemberList(client: RpcClient, params: GetListParams): Promise<GetListResult> {
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

/** The members list's filters beyond the search box (switches and dates, 'YYYY-MM-DD'). */
export interface MemberFilters {
  q?: string;
  active_30d?: boolean;
  online?: boolean;
  joined_from?: string;
  joined_to?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * PostgREST filters for the members table when any filter besides the search box is on (null
 * otherwise: the search_members RPC serves the plain and searched list). 'Ativos nos últimos 30 dias'
 * is the spec's active-this-month rule (a login in the last 30 days).
 */
export function memberTableFilter(
  filter: Record<string, unknown> = {},
  now: Date = new Date(),
): Record<string, unknown> | null {
  const { active_30d, online, joined_from, joined_to, ...rest } = filter as MemberFilters &
    Record<string, unknown>;
  const mapped: Record<string, unknown> = {};
  if (active_30d === true) mapped['last_login_at@gte'] = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  if (online === true) mapped.is_logged_in = true;
  // Whole days on the community's clock.
  if (isDate(joined_from)) mapped['created_at@gte'] = startOfDayIn(joined_from)!.toISOString();
  if (isDate(joined_to)) mapped['created_at@lte'] = endOfDayIn(joined_to)!.toISOString();
  if (Object.keys(mapped).length === 0) return null;
  return { ...applySearch(rest, ['full_name', 'email']), ...mapped };
}

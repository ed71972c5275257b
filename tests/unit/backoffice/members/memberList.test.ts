import type { DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { buildDataProvider } from '#backoffice/providers/dataProvider.ts';
import { getMemberList, readMemberList } from '#backoffice/members/memberList.ts';
import type { AppSupabaseClient } from '#shared/supabase.ts';

type Row = { id: string; full_name: string; total_count: number };

/** A supabase client stand-in whose rpc answers from a list of members, recording each call. */
function fakeClient(all: Row[], error: unknown = null) {
  const calls: Array<{ fn: string; args: Record<string, unknown> }> = [];
  const client = {
    rpc: async (fn: string, args: Record<string, unknown>) => {
      calls.push({ fn, args });
      if (error) return { data: null, error };
      const offset = Number(args._offset);
      const rows = all
        .slice(offset, offset + Number(args._limit))
        .map((r) => ({ ...r, total_count: all.length }));
      return { data: rows, error: null };
    },
  } as unknown as AppSupabaseClient;
  return { client, calls };
}

const members = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: `m${i}`, full_name: `Membro ${i}`, total_count: 0 }));

describe('members list through search_members', () => {
  it('sends the search text, page and sort, and returns the rows with the total', async () => {
    const { client, calls } = fakeClient(members(45));
    const result = await getMemberList(client, {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'full_name', order: 'ASC' },
      filter: { q: 'Ana Silva' },
    });
    expect(calls).toEqual([
      {
        fn: 'search_members',
        args: { q: 'Ana Silva', _limit: 20, _offset: 20, _sort: 'full_name', _order: 'asc' },
      },
    ]);
    expect(result.total).toBe(45);
    expect(result.data).toHaveLength(20);
    expect(result.data[0]).toEqual({ id: 'm20', full_name: 'Membro 20' });
  });

  it('lists everyone newest first when there is no search text', async () => {
    const { client, calls } = fakeClient(members(3));
    const result = await getMemberList(client, {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: {},
    });
    expect(calls[0]!.args).toMatchObject({ q: '', _offset: 0, _sort: 'created_at', _order: 'desc' });
    expect(result).toEqual({ data: members(3).map(({ id, full_name }) => ({ id, full_name })), total: 3 });
  });

  it('still reports the total past the last page', async () => {
    const { client, calls } = fakeClient(members(21));
    const result = await getMemberList(client, {
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: {},
    });
    expect(calls.map((c) => c.args._offset)).toEqual([40, 0]);
    expect(result).toEqual({ data: [], total: 21 });
  });

  it('passes errors on, so the list shows its error state', async () => {
    const { client } = fakeClient([], {
      message: 'Permissão negada: apenas administradores.',
      code: '42501',
    });
    await expect(
      getMemberList(client, {
        pagination: { page: 1, perPage: 20 },
        sort: { field: 'created_at', order: 'DESC' },
        filter: {},
      }),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it("the data provider routes the members list there through the module's own read, other lists to PostgREST", async () => {
    const { client, calls } = fakeClient(members(2));
    const baseCalls: string[] = [];
    const base = {
      getList: async (resource: string) => {
        baseCalls.push(resource);
        return { data: [], total: 0 };
      },
    } as unknown as DataProvider;
    const dp = buildDataProvider(
      [
        { name: 'members', props: {}, getList: readMemberList },
        { name: 'events', props: {} },
      ],
      client,
      base,
    );
    const params = {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'created_at', order: 'DESC' as const },
      filter: { q: 'ana' },
    };
    expect((await dp.getList('members', params)).total).toBe(2);
    await dp.getList('events', params);
    expect(calls).toHaveLength(1);
    expect(baseCalls).toEqual(['events']);
  });
});

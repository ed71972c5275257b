import postgrestRestProvider, { defaultPrimaryKeys, defaultSchema } from '@raphiniert/ra-data-postgrest';
import {
  fetchUtils,
  withLifecycleCallbacks,
  type DataProvider,
  type GetListParams,
  type ResourceCallbacks,
} from 'react-admin';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from '#shared/env.ts';
import type { ResourceModule, RpcClient, SaveData } from '../resource-module.ts';
import { applySearch } from './search.ts';
import { accessToken } from './authFetch.ts';
import { supabaseClient } from './supabaseClient.ts';

/**
 * JSON over PostgREST as the signed-in admin: the project key on every request and the admin's token
 * as the bearer, which is what row-level security checks (what ra-supabase's own provider sends).
 */
async function adminHttpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers);
  headers.set('apikey', SUPABASE_ANON_KEY);
  const token = await accessToken();
  return fetchUtils.fetchJson(url, {
    ...options,
    headers,
    user: token ? { authenticated: true, token: `Bearer ${token}` } : undefined,
  });
}

/**
 * ra-supabase's PostgREST provider (@raphiniert/ra-data-postgrest) on the project's /rest/v1, set up as
 * ra-supabase sets it up. Built here rather than with supabaseDataProvider, whose default client
 * argument would bundle supabase-js whole (realtime and storage included) with the first screen.
 */
export function postgrestDataProvider(): DataProvider {
  return postgrestRestProvider({
    apiUrl: `${SUPABASE_URL.replace(/\/+$/, '')}/rest/v1`,
    httpClient: adminHttpClient,
    defaultListOp: 'eq',
    primaryKeys: defaultPrimaryKeys,
    schema: defaultSchema,
  });
}

/**
 * The back-office data provider: ra-supabase (PostgREST) underneath, with each ResourceModule's rules
 * on top — resource name → table, always-applied filter and data, `q` search over the module's columns,
 * and its lifecycle callbacks (uploads, cleanup), which see the resource's own name. A module with its
 * own list read (the members' search_members RPC) answers its lists itself.
 */
export function buildDataProvider(
  modules: readonly ResourceModule[],
  client: RpcClient = supabaseClient,
  // The PostgREST provider underneath; replaceable so the mapping can be checked without a server.
  base: DataProvider = postgrestDataProvider(),
): DataProvider {
  const byName = new Map(modules.map((module) => [module.name, module]));
  const tableOf = (resource: string) => byName.get(resource)?.table ?? resource;
  const listFilter = (resource: string, filter: GetListParams['filter'] = {}) => {
    const module = byName.get(resource);
    return { ...applySearch(filter, module?.searchColumns), ...module?.fixedFilter };
  };

  const aroundSave = <R>(resource: string, data: SaveData, write: (data: SaveData) => Promise<R>) => {
    const wrap = byName.get(resource)?.aroundSave;
    const writable = withoutGeneratedColumns(data);
    return wrap ? wrap(writable, write) : write(writable);
  };

  const mapped: DataProvider = {
    ...base,
    getList: (resource, params) => {
      const ownRead = byName.get(resource)?.getList;
      if (ownRead) {
        const readTable = (tableParams: GetListParams) => base.getList(tableOf(resource), tableParams);
        return ownRead(params, { readTable, client });
      }
      return base.getList(tableOf(resource), { ...params, filter: listFilter(resource, params.filter) });
    },
    getOne: (resource, params) => base.getOne(tableOf(resource), params),
    getMany: (resource, params) => base.getMany(tableOf(resource), params),
    getManyReference: (resource, params) =>
      base.getManyReference(tableOf(resource), { ...params, filter: listFilter(resource, params.filter) }),
    create: (resource, params) =>
      aroundSave(resource, { ...params.data, ...byName.get(resource)?.fixedData }, (data) =>
        base.create(tableOf(resource), { ...params, data }),
      ),
    // PostgREST's provider diffs against previousData and crashes without it; an empty one sends every field.
    update: (resource, params) =>
      aroundSave(resource, params.data, (data) =>
        base.update(tableOf(resource), { ...params, data, previousData: params.previousData ?? {} }),
      ),
    updateMany: (resource, params) => base.updateMany(tableOf(resource), params),
    delete: async (resource, params) => {
      const result = await base.delete(tableOf(resource), params);
      await byName.get(resource)?.afterDeleteRows?.([result.data as SaveData]);
      return result;
    },
    deleteMany: async (resource, params) => {
      const cleanup = byName.get(resource)?.afterDeleteRows;
      // PostgREST's provider answers a bulk delete with ids only: read the rows first for the cleanup.
      const rows = cleanup ? (await base.getMany(tableOf(resource), { ids: params.ids })).data : [];
      const result = await base.deleteMany(tableOf(resource), params);
      if (cleanup) {
        const deleted = new Set((result.data ?? []).map(String));
        await cleanup(rows.filter((row) => deleted.has(String(row.id))) as SaveData[]);
      }
      return result;
    },
  };

  const callbacks: ResourceCallbacks[] = modules
    .filter((module) => module.lifecycle)
    .map((module) => ({ ...module.lifecycle, resource: module.name }));
  return withLifecycleCallbacks(mapped, callbacks);
}

/**
 * The site search's documents are computed by the database from the row's text; a record read back
 * carries them, and PostgreSQL refuses any write to them, so a save never sends them.
 */
function withoutGeneratedColumns(data: SaveData): SaveData {
  if (!('search_document' in data)) return data;
  const { search_document: _computed, ...rest } = data;
  return rest;
}

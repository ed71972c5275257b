import type { PostgrestClient } from '@supabase/postgrest-js';
import type { ComponentType } from 'react';
import type { GetListParams, GetListResult, ResourceCallbacks, ResourceProps } from 'react-admin';
import type { Database } from '#shared/database.types.ts';

export type SaveData = Record<string, unknown>;
export type SaveWrapper = <R>(data: SaveData, write: (data: SaveData) => Promise<R>) => Promise<R>;

/** The part of the data client a list read may call: the database's functions, as the signed-in admin. */
export interface RpcClient {
  rpc: PostgrestClient<Database>['rpc'];
}

/**
 * A resource's own list read, in place of the table read. `readTable` is that default read on the
 * resource's table (the filter passed as it is); `client` calls database functions.
 */
export type ListReader = (
  params: GetListParams,
  reads: { readTable: (params: GetListParams) => Promise<GetListResult>; client: RpcClient },
) => Promise<GetListResult>;

/**
 * What each back-office resource folder exports (its index.ts default export). App.tsx turns these into
 * <Resource>s and sidebar links; the data provider applies table mapping, fixed filters and lifecycle
 * callbacks, so one resource's rules live in its own folder.
 */
export interface ResourceModule {
  /** react-admin resource name, also the URL segment under /admin (e.g. 'blog' → /admin/blog). */
  name: string;
  /** Table or view behind it when it differs from the name (e.g. 'blog' → 'posts'). */
  table?: string;
  /** Always-applied list filter (e.g. { type: 'blog' }) and always-written fields on create. */
  fixedFilter?: Record<string, unknown>;
  fixedData?: Record<string, unknown>;
  /** Columns the list's `q` search box matches (case-insensitive substring, any of them). */
  searchColumns?: string[];
  /** Reads the list itself (e.g. through a database function) instead of the table read. */
  getList?: ListReader;
  /** Data-provider lifecycle callbacks (uploads, cleanup), keyed by this resource's name. */
  lifecycle?: Omit<ResourceCallbacks, 'resource'>;
  /**
   * Wraps the table write of a create or update, e.g. to upload a picked file first and remove it again
   * when the write is refused, so a failed save leaves neither a row nor an orphan file.
   */
  aroundSave?: SaveWrapper;
  /**
   * Runs once rows are really deleted (after an undoable delete's delay, never on 'Desfazer'), e.g. to
   * remove their files from storage. Gets the deleted rows as the database returned them.
   */
  afterDeleteRows?: (rows: SaveData[]) => Promise<void>;
  /** Sidebar label and position (the spec's order); omitted → no sidebar link. */
  menu?: { label: string; order: number; icon: ComponentType };
  props: Omit<ResourceProps, 'name'>;
}

import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '#shared/database.types.ts';
import { serverRestUrl, serverSupabaseConfig } from '../../lib/runtime-config.server.ts';
import { readFailureReason } from '../readFailure.server.ts';
import type { Read } from '../types.ts';

/**
 * What every read by subject shares: the site's reads run on the server with the anon key (the
 * visitor's rights), so pages render with their content in the first response; a failed read becomes
 * a value (`Read<T>`) the page renders as its error message.
 */
let client: PostgrestClient<Database> | null = null;

/** PostgREST alone: the server needs no auth, realtime or storage client for public reads. */
export function anon(): PostgrestClient<Database> {
  if (!client) {
    const { anonKey } = serverSupabaseConfig();
    client = new PostgrestClient<Database>(serverRestUrl(), {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    });
  }
  return client;
}

/** Failures are logged on the server and become a value the page renders as its error message. */
export function settle<T>(
  what: string,
  result: { data: T | null; error: { message: string } | null; status?: number },
): Read<T> {
  if (result.error) {
    console.error(`Read of ${what} failed: ${readFailureReason(result.error, result.status)}`);
    return { data: null, failed: true };
  }
  return { data: result.data as T, failed: false };
}

export async function guarded<T>(what: string, run: () => PromiseLike<Read<T>>): Promise<Read<T>> {
  try {
    return await run();
  } catch (error) {
    console.error(`Read of ${what} failed: ${readFailureReason(error)}`);
    return { data: null, failed: true };
  }
}

/** Public lists render one page of rows at most. */
export const PAGE_SIZE = 24;

export interface Paged<T> {
  rows: T[];
  /** Rows in the whole list, over every page. */
  total: number;
  page: number;
  pageCount: number;
}

/** `?pagina=N` (1-based); anything else is page 1. */
export function pageFromUrl(url: URL): number {
  const value = Number(url.searchParams.get('pagina') ?? '1');
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

export function paged<T>(rows: T[] | null, count: number | null, page: number): Paged<T> {
  return {
    rows: rows ?? [],
    total: count ?? rows?.length ?? 0,
    page,
    pageCount: Math.max(1, Math.ceil((count ?? 0) / PAGE_SIZE)),
  };
}

export function range(page: number): [number, number] {
  return [(page - 1) * PAGE_SIZE, page * PAGE_SIZE - 1];
}

/**
 * PostgREST refuses a range that starts past the last row (416, PGRST103): that page simply has no
 * rows (its loader then answers 404), it is not a failed read.
 */
export function unlessPastTheEnd<E extends { code?: string }>(error: E | null): E | null {
  return error?.code === 'PGRST103' ? null : error;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

import type { Read } from './types.ts';
import { anon } from './reads/read.server.ts';
import { groupSearchRows, type SearchResults, type SearchRow } from '../lib/search.ts';

/**
 * The site search, run with the visitor's rights: the database returns only what visitors may see
 * (published, active, never drafts or scheduled posts).
 */
export async function searchSite(query: string, perKind: number): Promise<Read<SearchResults>> {
  try {
    const { data, error } = await anon().rpc('search_site', { _q: query, _per_kind: perKind });
    if (error) {
      console.error(`Search failed: ${error.message}`);
      return { data: null, failed: true };
    }
    return { data: groupSearchRows(query, (data ?? []) as SearchRow[]), failed: false };
  } catch (error) {
    console.error(`Search failed: ${error instanceof Error ? error.message : String(error)}`);
    return { data: null, failed: true };
  }
}

/**
 * Maps the lists' `q` search box to PostgREST: a case-insensitive substring match on any of the
 * module's columns, sent as `or=(col.ilike.*text*,…)`.
 */

// Characters with a meaning in PostgREST's logical-filter grammar (or a wildcard); they become wildcards,
// so user text can never break the request.
const RESERVED = /[,()"'*%\\:]/g;

/** 'Ana  Silva' → 'Ana*Silva' (words in order, anything between); null when nothing is left. */
export function searchPattern(q: unknown): string | null {
  if (typeof q !== 'string') return null;
  const words = q.replace(RESERVED, ' ').trim().split(/\s+/).filter(Boolean);
  return words.length ? words.join('*') : null;
}

/** Replaces `q` in a list filter with an `@or` of ilike filters over `columns` (drops `q` otherwise). */
export function applySearch(
  filter: Record<string, unknown>,
  columns: readonly string[] | undefined,
): Record<string, unknown> {
  if (!('q' in filter)) return filter;
  const { q, ...rest } = filter;
  const pattern = searchPattern(q);
  if (!pattern || !columns?.length) return rest;
  return {
    ...rest,
    '@or': Object.fromEntries(columns.map((column) => [`${column}@ilike`, pattern])),
  };
}

/**
 * The site search as the pages show it: kinds in display order with their pt-BR names, where each
 * result leads, and the highlighted snippet split into plain and marked text (rendered as React text,
 * so nothing in a post's body can become markup).
 */

export const SEARCH_PATH = '/busca';
/** The longest query the search reads (the database cuts there too). */
export const SEARCH_MAX_LENGTH = 200;
/**
 * The database counts a kind's matches up to this many and answers one more when there are more:
 * counting thousands of matches only to print their number would cost more than the search itself.
 */
export const SEARCH_COUNT_CAP = 100;

export const SEARCH_KINDS = ['event', 'blog', 'news', 'course', 'job', 'landing', 'video'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  event: 'Eventos',
  blog: 'Blog',
  news: 'Notícias',
  course: 'Cursos',
  job: 'Vagas',
  landing: 'Páginas',
  video: 'Vídeos',
};

export interface SearchHit {
  kind: SearchKind;
  id: string;
  title: string;
  href: string;
  /** Leaves the site (course, job or video address). */
  external: boolean;
  snippet: string;
  startsAt: string | null;
}

export interface SearchGroup {
  kind: SearchKind;
  label: string;
  /** Matches of this kind in all (more than the hits shown when the list is cut), at most the cap. */
  total: number;
  /** There are more matches than `total` (the count stopped at the cap). */
  more: boolean;
  hits: SearchHit[];
}

export interface SearchResults {
  query: string;
  groups: SearchGroup[];
  total: number;
  /** Some kind has more matches than counted, so `total` is a floor. */
  more: boolean;
  /** 'Você quis dizer…': a corrected query when nothing matched. */
  suggestion: string | null;
}

/** A row of the search_site RPC. */
export interface SearchRow {
  kind: string;
  id: string | null;
  slug: string | null;
  url: string | null;
  title: string;
  snippet: string | null;
  starts_at: string | null;
  kind_total: number;
}

const MARK_START = '\uE000';
const MARK_END = '\uE001';

export function isSearchKind(kind: string): kind is SearchKind {
  return (SEARCH_KINDS as readonly string[]).includes(kind);
}

/** The query as read from `?q=`: trimmed, whitespace collapsed, cut to the longest the search reads. */
export function normalizeQuery(raw: string | null): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH);
}

export function searchHref(query: string): string {
  return `${SEARCH_PATH}?q=${encodeURIComponent(query)}`;
}

function hitHref(row: SearchRow, kind: SearchKind): { href: string; external: boolean } {
  const safeExternal = row.url && /^https?:\/\//i.test(row.url) ? row.url : null;
  switch (kind) {
    case 'event':
      return { href: `/events/${row.id}`, external: false };
    case 'blog':
      return { href: `/blog/${row.slug}`, external: false };
    case 'news':
      return { href: `/news#${row.slug}`, external: false };
    case 'landing':
      return { href: `/lp/${row.slug}`, external: false };
    case 'course':
      return safeExternal ? { href: safeExternal, external: true } : { href: '/courses', external: false };
    case 'job':
      return safeExternal ? { href: safeExternal, external: true } : { href: '/jobs', external: false };
    case 'video':
      return safeExternal ? { href: safeExternal, external: true } : { href: '/', external: false };
  }
}

/** Groups the RPC's rows by kind, in display order; a 'suggestion' row becomes the suggestion. */
export function groupSearchRows(query: string, rows: readonly SearchRow[]): SearchResults {
  const groups = new Map<SearchKind, SearchGroup>();
  let suggestion: string | null = null;
  for (const row of rows) {
    if (row.kind === 'suggestion') {
      suggestion = row.title;
      continue;
    }
    if (!isSearchKind(row.kind) || !row.id) continue;
    const group = groups.get(row.kind) ?? {
      kind: row.kind,
      label: SEARCH_KIND_LABELS[row.kind],
      total: Math.min(Number(row.kind_total), SEARCH_COUNT_CAP),
      more: Number(row.kind_total) > SEARCH_COUNT_CAP,
      hits: [],
    };
    group.hits.push({
      kind: row.kind,
      id: row.id,
      title: row.title,
      ...hitHref(row, row.kind),
      snippet: row.snippet ?? '',
      startsAt: row.starts_at,
    });
    groups.set(row.kind, group);
  }
  const ordered = SEARCH_KINDS.flatMap((kind) => groups.get(kind) ?? []);
  return {
    query,
    groups: ordered,
    total: ordered.reduce((sum, group) => sum + group.total, 0),
    more: ordered.some((group) => group.more),
    suggestion,
  };
}

/** A count as a badge shows it: '100+' when the count stopped at the cap. */
export function countBadge(count: { total: number; more: boolean }): string {
  return count.more ? `${count.total}+` : String(count.total);
}

/** 'N resultados' opening a sentence: 'Mais de N resultados' when the count stopped at the cap. */
export function resultsSummary(count: { total: number; more: boolean }): string {
  if (count.more) return `Mais de ${count.total} resultados`;
  return count.total === 1 ? '1 resultado' : `${count.total} resultados`;
}

export interface SnippetPart {
  text: string;
  marked: boolean;
}

/**
 * The snippet's text without Markdown punctuation (bodies are Markdown), split at the database's
 * highlight marks. The parts are plain text: the page renders them as text nodes inside <mark>.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const plain = snippet
    .replace(/<[^>]*>/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>|~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const parts: SnippetPart[] = [];
  let marked = false;
  for (const piece of plain.split(new RegExp(`([${MARK_START}${MARK_END}])`))) {
    if (piece === MARK_START) marked = true;
    else if (piece === MARK_END) marked = false;
    else if (piece) parts.push({ text: piece, marked });
  }
  return parts;
}

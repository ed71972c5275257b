// Course catalog sync for admins: POST {platform, category, count} → {platform, fetched, upserted, inserted}.
// Rows are written through PostgREST with the caller's own token, so RLS decides who may sync.
import {
  mapUdemyFeed,
  selectCourseraCourses,
  type CourseraCourse,
  type CourseRow,
} from '../_shared/courses.ts';
import { callerIsAdmin } from '../_shared/admin.ts';
import { errorResponse, jsonResponse, preflightResponse, readJsonObject } from '../_shared/http.ts';

const PLATFORMS = ['Coursera', 'Udemy'] as const;
type Platform = (typeof PLATFORMS)[number];

const PAGE_SIZE = 100;

class SyncError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function env(name: string, fallback = ''): string {
  return (Deno.env.get(name) || fallback).replace(/\/$/, '');
}

/** Pages through courses.v1 (bounded) until `count` CX courses are found or the catalog ends. */
async function fetchCoursera(category: string, count: number): Promise<CourseRow[]> {
  const base = env('COURSERA_API_URL', 'https://api.coursera.org');
  const maxPages = Math.max(1, Number(Deno.env.get('COURSERA_MAX_PAGES') || 30));
  const found: CourseraCourse[] = [];
  let start: string | null = '0';
  for (let page = 0; page < maxPages && start !== null; page++) {
    const url =
      `${base}/api/courses.v1?fields=name,slug,description,photoUrl,primaryLanguages,partnerIds,workload` +
      `&start=${encodeURIComponent(start)}&limit=${PAGE_SIZE}`;
    const response = await fetch(url).catch(() => null);
    if (!response?.ok) {
      throw new SyncError(502, 'upstream_error', 'Não foi possível consultar o catálogo da Coursera.');
    }
    const body = (await response.json()) as {
      elements?: CourseraCourse[];
      paging?: { next?: string | number };
    };
    found.push(...(body.elements ?? []));
    if (selectCourseraCourses(found, category, count).length >= count) break;
    start = body.paging?.next !== undefined && body.paging.next !== null ? String(body.paging.next) : null;
  }
  const selected = selectCourseraCourses(found, category, count);
  const partnerIds = new Set<string>();
  for (const course of found) {
    if (selected.some((row) => row.url.endsWith(`/learn/${encodeURIComponent(course.slug ?? '')}`))) {
      for (const id of course.partnerIds ?? []) partnerIds.add(id);
    }
  }
  const partners = await fetchPartnerNames(base, [...partnerIds]);
  return partners.size > 0 ? selectCourseraCourses(found, category, count, partners) : selected;
}

/** Partner (university or company) names; the sync still works with 'Coursera' when this fails. */
async function fetchPartnerNames(base: string, ids: string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (ids.length === 0) return names;
  try {
    const response = await fetch(
      `${base}/api/partners.v1?ids=${ids.map(encodeURIComponent).join(',')}&fields=name`,
    );
    if (!response.ok) return names;
    const body = (await response.json()) as { elements?: Array<{ id?: string | number; name?: string }> };
    for (const partner of body.elements ?? []) {
      if (partner.id !== undefined && partner.name) names.set(String(partner.id), partner.name);
    }
  } catch {
    // Partner names are a nicety.
  }
  return names;
}

async function fetchUdemy(category: string, count: number): Promise<CourseRow[]> {
  const feedUrl = Deno.env.get('UDEMY_COURSES_URL');
  if (!feedUrl) {
    throw new SyncError(
      501,
      'udemy_source_not_configured',
      'A API pública de afiliados da Udemy foi descontinuada. Configure uma fonte de cursos da Udemy ' +
        '(UDEMY_COURSES_URL) para sincronizar.',
    );
  }
  const response = await fetch(feedUrl).catch(() => null);
  if (!response?.ok)
    throw new SyncError(502, 'upstream_error', 'Não foi possível ler a fonte de cursos da Udemy.');
  try {
    return mapUdemyFeed(await response.json(), category, count);
  } catch {
    throw new SyncError(502, 'upstream_error', 'A fonte de cursos da Udemy não está no formato esperado.');
  }
}

function restHeaders(authorization: string): Record<string, string> {
  return {
    Authorization: authorization,
    apikey: Deno.env.get('SUPABASE_ANON_KEY') ?? '',
    'Content-Type': 'application/json',
  };
}

const FORBIDDEN = new SyncError(403, 'forbidden', 'Apenas administradores podem sincronizar cursos.');

/** Asks the database (as the caller) whether the caller is an admin, before calling any upstream. */
async function assertAdmin(supabaseUrl: string, authorization: string): Promise<void> {
  if (!(await callerIsAdmin(supabaseUrl, authorization))) throw FORBIDDEN;
}

async function upsertCourses(supabaseUrl: string, authorization: string, rows: CourseRow[]) {
  if (rows.length === 0) return { upserted: 0, inserted: 0 };
  const urls = rows.map((row) => `"${row.url.replace(/"/g, '\\"')}"`).join(',');
  const existing = await fetch(
    `${supabaseUrl}/rest/v1/courses?select=url&url=in.(${encodeURIComponent(urls)})`,
    { headers: restHeaders(authorization) },
  );
  const known = existing.ok ? ((await existing.json()) as Array<{ url: string }>).length : 0;
  const response = await fetch(`${supabaseUrl}/rest/v1/courses?on_conflict=url`, {
    method: 'POST',
    headers: { ...restHeaders(authorization), Prefer: 'resolution=merge-duplicates,return=representation' },
    body: JSON.stringify(rows),
  });
  if (response.status === 401 || response.status === 403) throw FORBIDDEN;
  if (!response.ok) {
    // Status and error code only: the answer's body may be a whole page, and it is not the log's to keep.
    const code = ((await response.json().catch(() => null)) as { code?: unknown } | null)?.code;
    console.error(
      `fetch-courses: PostgREST answered ${response.status}${typeof code === 'string' ? ` (${code})` : ''}`,
    );
    throw new SyncError(500, 'database_error', 'Não foi possível salvar os cursos.');
  }
  const saved = (await response.json()) as unknown[];
  return { upserted: saved.length, inserted: Math.max(saved.length - known, 0) };
}

Deno.serve(async (request: Request) => {
  if (request.method === 'OPTIONS') return preflightResponse();
  if (request.method !== 'POST') return errorResponse(405, 'method_not_allowed', 'Use o método POST.');

  const body = await readJsonObject(request);
  const platform = body.platform as Platform;
  if (!PLATFORMS.includes(platform)) {
    return errorResponse(400, 'invalid_platform', 'Plataforma inválida. Use Coursera ou Udemy.');
  }
  const category =
    typeof body.category === 'string' && body.category.trim() ? body.category.trim() : 'customer-experience';
  const count = Math.min(Math.max(Math.trunc(Number(body.count ?? 10)) || 10, 1), 50);

  const authorization = request.headers.get('Authorization') ?? '';
  const supabaseUrl = env('SUPABASE_URL');
  try {
    await assertAdmin(supabaseUrl, authorization);
    const rows =
      platform === 'Coursera' ? await fetchCoursera(category, count) : await fetchUdemy(category, count);
    const { upserted, inserted } = await upsertCourses(supabaseUrl, authorization, rows);
    return jsonResponse({ platform, fetched: rows.length, upserted, inserted });
  } catch (err) {
    if (err instanceof SyncError) return errorResponse(err.status, err.code, err.message);
    throw err;
  }
});

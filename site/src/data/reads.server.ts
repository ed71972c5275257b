import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '../../../shared/database.types';
import { serverReadConfig } from '../lib/runtime-config.server';
import { readFailureReason } from './readFailure.server';
import { startOfTodayBR } from '../lib/dates';
import {
  PRELAUNCH_VIDEO_TAG,
  type Ambassador,
  type Course,
  type EventRow,
  type Job,
  type LandingPage,
  type ListedEvent,
  type PostDetail,
  type PostSummary,
  type Read,
  type ShowcaseMember,
  type Video,
} from './queries';

/**
 * The site's reads, run on the server with the anon key (the visitor's rights): pages render with
 * their content in the first response.
 */
let client: PostgrestClient<Database> | null = null;

/** PostgREST alone: the server needs no auth, realtime or storage client for public reads. */
export function anon(): PostgrestClient<Database> {
  if (!client) {
    const { url, anonKey } = serverReadConfig();
    client = new PostgrestClient<Database>(`${url.replace(/\/$/, '')}/rest/v1`, {
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

const VIDEO_COLUMNS =
  'id, title, description, video_url, thumbnail_url, tags, is_active, file_size_bytes, duration_seconds, width_pixels, height_pixels, video_format, created_at, updated_at';
const COURSE_COLUMNS =
  'id, title, description, provider, category, level, language, url, image_url, source_platform, is_active, created_at, updated_at';
const JOB_COLUMNS =
  'id, title, company, location, is_remote, employment_type, description, job_url, source, is_active, created_at, updated_at';
const EVENT_COLUMNS =
  'id, title, description, start_date, end_date, is_online, location, city, region, country, topics, external_link, is_active, capacity, cover_image_url, created_at, updated_at';

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

function paged<T>(rows: T[] | null, count: number | null, page: number): Paged<T> {
  return {
    rows: rows ?? [],
    total: count ?? rows?.length ?? 0,
    page,
    pageCount: Math.max(1, Math.ceil((count ?? 0) / PAGE_SIZE)),
  };
}

function range(page: number): [number, number] {
  return [(page - 1) * PAGE_SIZE, page * PAGE_SIZE - 1];
}

/**
 * PostgREST refuses a range that starts past the last row (416, PGRST103): that page simply has no
 * rows (its loader then answers 404), it is not a failed read.
 */
export function unlessPastTheEnd<E extends { code?: string }>(error: E | null): E | null {
  return error?.code === 'PGRST103' ? null : error;
}

export function readPrelaunchVideo(): Promise<Read<Video | null>> {
  return guarded('videos', async () => {
    const result = await anon()
      .from('videos')
      .select(VIDEO_COLUMNS)
      .eq('is_active', true)
      .contains('tags', [PRELAUNCH_VIDEO_TAG])
      .order('created_at', { ascending: false })
      .limit(1);
    return settle('videos', { data: result.data?.[0] ?? null, error: result.error, status: result.status });
  });
}

/** The poster image address of an active video; null when there is none (or no such video). */
export function readVideoPoster(id: string): Promise<Read<string | null>> {
  if (!UUID.test(id)) return Promise.resolve({ data: null, failed: false });
  return guarded('video poster', async () => {
    const result = await anon()
      .from('videos')
      .select('thumbnail_url')
      .eq('id', id)
      .eq('is_active', true)
      .maybeSingle();
    return settle('video poster', {
      data: result.data?.thumbnail_url ?? null,
      error: result.error,
      status: result.status,
    });
  });
}

export function readAmbassadors(): Promise<Read<Ambassador[]>> {
  return guarded('ambassadors', async () =>
    settle('ambassadors', await anon().from('ambassadors').select('*').eq('is_active', true).order('name')),
  );
}

export function readMemberShowcase(limit: 8 | 12): Promise<Read<ShowcaseMember[]>> {
  return guarded('member showcase', async () => {
    const result = await anon().rpc('get_member_showcase', { _limit: limit });
    const members = (result.data ?? []).filter((member): member is ShowcaseMember =>
      Boolean(member.full_name && member.avatar_url),
    );
    return settle('member showcase', { data: members, error: result.error, status: result.status });
  });
}

/**
 * The events with their confirmed members. The counts are an extra: when they cannot be read the
 * events still render, without them.
 */
async function withAttendance(events: EventRow[]): Promise<ListedEvent[]> {
  if (events.length === 0) return [];
  try {
    const { data, error } = await anon().rpc('get_event_attendance', { _event_ids: events.map((e) => e.id) });
    if (error) throw error;
    const counts = new Map(data.map((row) => [row.event_id, Number(row.confirmed)]));
    return events.map((event) => ({ ...event, confirmed: counts.get(event.id) ?? 0 }));
  } catch (error) {
    console.error(`Read of event attendance failed: ${readFailureReason(error)}`);
    return events.map((event) => ({ ...event, confirmed: null }));
  }
}

/** Home: the next three active events starting today (in Brasília) or later. */
export function readHomeEvents(): Promise<Read<ListedEvent[]>> {
  return guarded('events', async () => {
    const result = await anon()
      .from('events')
      .select(EVENT_COLUMNS)
      .eq('is_active', true)
      .gte('start_date', startOfTodayBR().toISOString())
      .order('start_date', { ascending: true })
      .limit(3);
    return settle('events', {
      data: await withAttendance(result.data ?? []),
      error: result.error,
      status: result.status,
    });
  });
}

/**
 * /events: one page of the active events that have not ended yet. The database reads the page from
 * indexes that start at now (never walking past events) and counts the upcoming events with it.
 */
export function readUpcomingEvents(page: number): Promise<Read<Paged<ListedEvent>>> {
  return guarded('events', async () => {
    const [from] = range(page);
    const result = await anon().rpc(
      'upcoming_events_page',
      { _limit: PAGE_SIZE, _offset: from },
      { get: true },
    );
    const found = result.data ?? [];
    // A page past the last one has no rows, hence no total: its loader answers 404.
    const total = found[0]?.total ?? 0;
    const rows = await withAttendance(found.map(({ total: _total, ...event }) => event));
    return settle('events', { data: paged(rows, total, page), error: result.error, status: result.status });
  });
}

/** An event page's attendance: confirmed members and up to 12 of them as the showcase shows people. */
export function readEventAttendance(
  id: string,
): Promise<Read<{ confirmed: number; attendees: ShowcaseMember[] }>> {
  return guarded('event attendance', async () => {
    const [counts, showcase] = await Promise.all([
      anon().rpc('get_event_attendance', { _event_ids: [id] }),
      anon().rpc('get_event_attendee_showcase', { _event_id: id, _limit: 12 }),
    ]);
    const attendees = (showcase.data ?? []).filter((member): member is ShowcaseMember =>
      Boolean(member.full_name && member.avatar_url),
    );
    return settle('event attendance', {
      data: { confirmed: Number(counts.data?.[0]?.confirmed ?? 0), attendees },
      error: counts.error ?? showcase.error,
      status: counts.error ? counts.status : showcase.status,
    });
  });
}

export function readCourses(limit?: number): Promise<Read<Course[]>> {
  return guarded('courses', async () =>
    settle(
      'courses',
      await anon()
        .from('courses')
        .select(COURSE_COLUMNS)
        .eq('is_active', true)
        .order('created_at', { ascending: false })
        .limit(limit ?? PAGE_SIZE * 4),
    ),
  );
}

const POST_SUMMARY_COLUMNS = 'id, title, excerpt, cover_image_url, slug, published_at';

export function readPublishedPosts(type: 'blog' | 'news', limit: number): Promise<Read<PostSummary[]>> {
  return guarded('posts', async () =>
    settle(
      'posts',
      await anon()
        .from('posts')
        .select(POST_SUMMARY_COLUMNS)
        .eq('type', type)
        .eq('status', 'published')
        .order('published_at', { ascending: false })
        .limit(limit),
    ),
  );
}

export function readPostsPage(type: 'blog' | 'news', page: number): Promise<Read<Paged<PostSummary>>> {
  return guarded('posts', async () => {
    const result = await anon()
      .from('posts')
      .select(POST_SUMMARY_COLUMNS, { count: 'exact' })
      .eq('type', type)
      .eq('status', 'published')
      .order('published_at', { ascending: false })
      .order('id')
      .range(...range(page));
    return settle('posts', {
      data: paged(result.data, result.count, page),
      error: unlessPastTheEnd(result.error),
      status: result.status,
    });
  });
}

export function readBlogPost(slug: string): Promise<Read<PostDetail | null>> {
  return guarded('post', async () =>
    settle(
      'post',
      await anon()
        .from('posts')
        .select(`${POST_SUMMARY_COLUMNS}, content, updated_at`)
        .eq('type', 'blog')
        .eq('status', 'published')
        .eq('slug', slug)
        .maybeSingle(),
    ),
  );
}

export function readJobs(page: number): Promise<Read<Paged<Job>>> {
  return guarded('jobs', async () => {
    const result = await anon()
      .from('jobs')
      .select(JOB_COLUMNS, { count: 'exact' })
      .eq('is_active', true)
      .order('created_at', { ascending: false })
      .order('id')
      .range(...range(page));
    return settle('jobs', {
      data: paged(result.data, result.count, page),
      error: unlessPastTheEnd(result.error),
      status: result.status,
    });
  });
}

export function readLandingPage(slug: string): Promise<Read<LandingPage | null>> {
  return guarded('landing page', async () =>
    settle(
      'landing page',
      await anon().from('landing_pages').select('*').eq('slug', slug).eq('is_published', true).maybeSingle(),
    ),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One active event by id; a malformed id is simply not found. */
export function readEvent(id: string): Promise<Read<EventRow | null>> {
  if (!UUID.test(id)) return Promise.resolve({ data: null, failed: false });
  return guarded('event', async () =>
    settle(
      'event',
      await anon().from('events').select(EVENT_COLUMNS).eq('id', id).eq('is_active', true).maybeSingle(),
    ),
  );
}

/** What feeds need of the newest published posts of a type. */
export function readFeedPosts(type: 'blog' | 'news', limit = 50) {
  return guarded('posts', async () =>
    settle(
      'posts',
      await anon()
        .from('posts')
        .select('title, slug, excerpt, published_at, updated_at, cover_image_url')
        .eq('type', type)
        .eq('status', 'published')
        .not('published_at', 'is', null)
        .order('published_at', { ascending: false })
        .limit(limit),
    ),
  );
}

/** A published post (blog or news) by slug, for its share image. */
export function readPostForCard(
  type: 'blog' | 'news',
  slug: string,
): Promise<Read<{ title: string; published_at: string | null; cover_image_url: string | null } | null>> {
  return guarded('post', async () =>
    settle(
      'post',
      await anon()
        .from('posts')
        .select('title, published_at, cover_image_url')
        .eq('type', type)
        .eq('status', 'published')
        .eq('slug', slug)
        .maybeSingle(),
    ),
  );
}

import type { Tables } from '../../../shared/database.types';
import { useQuery } from '@tanstack/react-query';
import { startOfDay } from 'date-fns';
import { supabase } from '../lib/supabase';

// Visitors may read every column but author_id (the admin who wrote the row), so these reads name
// their columns: `select *` is refused for anon.
export type Video = Omit<Tables<'videos'>, 'author_id'>;
export type Ambassador = Tables<'ambassadors'>;
export type EventRow = Omit<Tables<'events'>, 'author_id'>;
export type Course = Tables<'courses'>;
export type Job = Tables<'jobs'>;
export type LandingPage = Tables<'landing_pages'>;
export type PostSummary = Pick<
  Tables<'posts'>,
  'id' | 'title' | 'excerpt' | 'cover_image_url' | 'slug' | 'published_at'
>;
export type PostDetail = PostSummary & Pick<Tables<'posts'>, 'content' | 'updated_at'>;
export interface ShowcaseMember {
  full_name: string;
  avatar_url: string;
}
export interface PodcastEpisode {
  id: string;
  name: string;
  release_date: string;
  duration_ms: number;
  description: string;
}

/**
 * Supabase answers errors as values; react-query needs them thrown. Retries are react-query's alone
 * (see main.tsx): queries call .retry(false) so postgrest-js does not add its own, slower, retry loop.
 */
function must<T>(result: { data: T | null; error: { message: string } | null }): T {
  if (result.error) throw new Error(result.error.message);
  return result.data as T;
}

const VIDEO_COLUMNS =
  'id, title, description, video_url, thumbnail_url, tags, is_active, file_size_bytes, duration_seconds, width_pixels, height_pixels, video_format, created_at, updated_at';
const EVENT_COLUMNS =
  'id, title, description, start_date, end_date, is_online, location, city, region, country, topics, external_link, is_active, created_at, updated_at';

export const PRELAUNCH_VIDEO_TAG = 'prelaunchvideo';

export function usePrelaunchVideo() {
  return useQuery({
    queryKey: ['videos', PRELAUNCH_VIDEO_TAG],
    queryFn: async () =>
      must(
        await supabase
          .from('videos')
          .select(VIDEO_COLUMNS)
          .eq('is_active', true)
          .contains('tags', [PRELAUNCH_VIDEO_TAG])
          .order('created_at', { ascending: false })
          .limit(1)
          .retry(false),
      )[0] ?? null,
  });
}

export function useAmbassadors() {
  return useQuery({
    queryKey: ['ambassadors', 'public'],
    queryFn: async () =>
      must(await supabase.from('ambassadors').select('*').eq('is_active', true).order('name').retry(false)),
  });
}

export function useMemberShowcase(limit: 8 | 12) {
  return useQuery({
    queryKey: ['member-showcase', limit],
    queryFn: async () =>
      must(await supabase.rpc('get_member_showcase', { _limit: limit })).filter(
        (member): member is ShowcaseMember => Boolean(member.full_name && member.avatar_url),
      ),
  });
}

/** Home: the next three active events starting today or later. */
export function useHomeEvents() {
  return useQuery({
    queryKey: ['events', 'home'],
    queryFn: async () =>
      must(
        await supabase
          .from('events')
          .select(EVENT_COLUMNS)
          .eq('is_active', true)
          .gte('start_date', startOfDay(new Date()).toISOString())
          .order('start_date', { ascending: true })
          .limit(3)
          .retry(false),
      ),
  });
}

/** /events: every active event that has not ended yet. */
export function useUpcomingEvents() {
  return useQuery({
    queryKey: ['events', 'upcoming'],
    queryFn: async () =>
      must(
        await supabase
          .from('events')
          .select(EVENT_COLUMNS)
          .eq('is_active', true)
          .gte('end_date', new Date().toISOString())
          .order('start_date', { ascending: true })
          .retry(false),
      ),
  });
}

export function useCourses(limit?: number) {
  return useQuery({
    queryKey: ['courses', limit ?? 'all'],
    queryFn: async () => {
      let query = supabase
        .from('courses')
        .select('*')
        .eq('is_active', true)
        .order('created_at', { ascending: false });
      if (limit) query = query.limit(limit);
      return must(await query.retry(false));
    },
  });
}

const POST_SUMMARY_COLUMNS = 'id, title, excerpt, cover_image_url, slug, published_at';

export function usePublishedPosts(type: 'blog' | 'news', limit?: number) {
  return useQuery({
    queryKey: ['posts', type, limit ?? 'all'],
    queryFn: async (): Promise<PostSummary[]> => {
      let query = supabase
        .from('posts')
        .select(POST_SUMMARY_COLUMNS)
        .eq('type', type)
        .eq('status', 'published')
        .order('published_at', { ascending: false });
      if (limit) query = query.limit(limit);
      return must(await query.retry(false));
    },
  });
}

export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: ['posts', 'blog', 'slug', slug],
    queryFn: async (): Promise<PostDetail | null> =>
      must(
        await supabase
          .from('posts')
          .select(`${POST_SUMMARY_COLUMNS}, content, updated_at`)
          .eq('type', 'blog')
          .eq('status', 'published')
          .eq('slug', slug)
          .maybeSingle()
          .retry(false),
      ),
  });
}

export function useJobs() {
  return useQuery({
    queryKey: ['jobs', 'public'],
    queryFn: async () =>
      must(
        await supabase
          .from('jobs')
          .select('*')
          .eq('is_active', true)
          .order('created_at', { ascending: false })
          .retry(false),
      ),
  });
}

export function useLandingPage(slug: string) {
  return useQuery({
    queryKey: ['landing-page', slug],
    queryFn: async (): Promise<LandingPage> =>
      must<LandingPage>(
        await supabase
          .from('landing_pages')
          .select('*')
          .eq('slug', slug)
          .eq('is_published', true)
          .single()
          .retry(false),
      ),
    retry: false,
  });
}

/** Podcast episodes from the spotify-episodes function, kept for 10 minutes (spec §9). */
export const PODCAST_CACHE_MS = 10 * 60 * 1000;

export function usePodcastEpisodes(showId: string) {
  return useQuery({
    queryKey: ['spotify-episodes', showId],
    queryFn: async (): Promise<PodcastEpisode[]> => {
      const { data, error } = await supabase.functions.invoke<{ episodes?: PodcastEpisode[] }>(
        'spotify-episodes',
        { body: { showId } },
      );
      if (error) throw error;
      if (!data || !Array.isArray(data.episodes)) throw new Error('Resposta inválida do Spotify.');
      return data.episodes;
    },
    staleTime: PODCAST_CACHE_MS,
    gcTime: PODCAST_CACHE_MS,
    retry: 1,
  });
}

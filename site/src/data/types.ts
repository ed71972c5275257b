import type { Json, Tables } from '#shared/database.types.ts';

// Visitors may read every column but author_id (the admin who wrote the row), so these reads name
// their columns: `select *` is refused for anon. No page shows the search documents either.
export type Video = Omit<Tables<'videos'>, 'author_id' | 'search_document'>;
export type Ambassador = Tables<'ambassadors'>;
export type EventRow = Omit<Tables<'events'>, 'author_id' | 'search_document'>;
/** An event with its number of confirmed members (null when the count could not be read). */
export type ListedEvent = EventRow & { confirmed: number | null };
export type Course = Omit<Tables<'courses'>, 'search_document'>;
export type Job = Omit<Tables<'jobs'>, 'search_document'>;
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
 * A read the page renders either way: its rows, or the fact that it failed (each list shows its own
 * error message, so one failing section does not take the whole page down).
 */
export type Read<T> = { data: T; failed: false } | { data: null; failed: true };

/** What 'Seus dados' receives back from POST /member/dados (routes/member-data.ts). */
export type MemberDataResult =
  | { ok: true; intent: 'export'; data: Json }
  | { ok: true; intent: 'erase' }
  | { ok: false; intent: string; error: string };

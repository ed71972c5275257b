import { supabaseClient } from '../providers/supabaseClient.ts';
import { contentLookups, titlesByPath } from './pages.ts';
import { toAudienceReport, type AudienceDays, type AudienceReport, type AudienceTotals } from './report.ts';

/** The audience report for the last 7, 30 or 90 days (admins only). */
export async function fetchAudienceReport(days: AudienceDays): Promise<AudienceReport> {
  const { data, error } = await supabaseClient.rpc('audience_report', { _days: days });
  if (error) throw new Error(error.message);
  return toAudienceReport(data);
}

/**
 * Views per public path over the last days, in one request for a whole list page. Paths without
 * views are absent from the answer; they count 0.
 */
export async function fetchPathViews(
  paths: readonly string[],
  days: AudienceDays = 30,
): Promise<Map<string, AudienceTotals>> {
  if (paths.length === 0) return new Map();
  const { data, error } = await supabaseClient.rpc('audience_path_views', {
    _paths: [...paths],
    _days: days,
  });
  if (error) throw new Error(error.message);
  return new Map(
    (data ?? []).map((row) => [
      row.path,
      { pageviews: Number(row.pageviews) || 0, visitors: Number(row.visitors) || 0 },
    ]),
  );
}

/** The titles of the posts, events and landing pages among these paths (at most three requests). */
export async function fetchPageTitles(paths: readonly string[]): Promise<Map<string, string>> {
  const { blogSlugs, landingSlugs, eventIds } = contentLookups(paths);
  const posts = (type: 'blog' | 'landing-pages', slugs: string[]) =>
    slugs.length === 0
      ? Promise.resolve({ data: [], error: null })
      : supabaseClient.from('posts').select('slug, title').eq('type', type).in('slug', slugs);
  const [blog, landing, events] = await Promise.all([
    posts('blog', blogSlugs),
    posts('landing-pages', landingSlugs),
    eventIds.length === 0
      ? Promise.resolve({ data: [], error: null })
      : supabaseClient.from('events').select('id, title').in('id', eventIds),
  ]);
  const error = blog.error ?? landing.error ?? events.error;
  if (error) throw new Error(error.message);
  return titlesByPath({ blog: blog.data ?? [], landing: landing.data ?? [], events: events.data ?? [] });
}

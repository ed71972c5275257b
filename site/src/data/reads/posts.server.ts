import type { PostDetail, PostSummary, Read } from '../types.ts';
import { anon, guarded, paged, range, settle, unlessPastTheEnd, type Paged } from './read.server.ts';

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

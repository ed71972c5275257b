import type { Read, Video } from '../types.ts';
import { UUID, anon, guarded, settle } from './read.server.ts';

/** The tag that marks the video the pre-launch home plays. */
const PRELAUNCH_VIDEO_TAG = 'prelaunchvideo';

const VIDEO_COLUMNS =
  'id, title, description, video_url, thumbnail_url, tags, is_active, file_size_bytes, duration_seconds, width_pixels, height_pixels, video_format, created_at, updated_at';

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

import { describe, expect, inject, it } from 'vitest';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_ID,
  DEMO_ADMIN_PASSWORD,
  MEMBER_ANA_ID,
  NON_ADMIN_EMAIL,
  NON_ADMIN_ID,
  NON_ADMIN_PASSWORD,
  PRELAUNCH_VIDEO_ID,
} from '../helpers/seed-ids.ts';
import { anonClient, serviceClient } from '../helpers/supabase.ts';

const apiUrl = inject('apiUrl');
const linkedinUrl = inject('linkedinUrl');
const service = serviceClient(apiUrl);

/** Width and height from a baseline or progressive JPEG's SOF segment. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1];
    const length = (bytes[i + 2] << 8) | bytes[i + 3];
    if (marker >= 0xc0 && marker <= 0xc3) {
      return { height: (bytes[i + 5] << 8) | bytes[i + 6], width: (bytes[i + 7] << 8) | bytes[i + 8] };
    }
    i += 2 + length;
  }
  return null;
}

async function download(url: string): Promise<{ status: number; type: string | null; bytes: Uint8Array }> {
  const res = await fetch(url);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

async function seededFileUrls(): Promise<string[]> {
  const urls: Array<string | null> = [];
  const ambassadors = await service.from('ambassadors').select('photo_url');
  const courses = await service.from('courses').select('image_url');
  const posts = await service.from('posts').select('cover_image_url, seo_og_image');
  const videos = await service.from('videos').select('video_url, thumbnail_url');
  urls.push(...(ambassadors.data ?? []).map((a) => a.photo_url));
  urls.push(...(courses.data ?? []).map((c) => c.image_url));
  urls.push(...(posts.data ?? []).flatMap((p) => [p.cover_image_url, p.seo_og_image]));
  urls.push(...(videos.data ?? []).flatMap((v) => [v.video_url, v.thumbnail_url]));
  return urls.filter((u): u is string => !!u);
}

describe('seed data', () => {
  it('points every stored file at this stack, and every one of them is served', async () => {
    const urls = await seededFileUrls();
    expect(urls.length).toBeGreaterThan(30);
    for (const url of urls) {
      expect(url.startsWith(`${apiUrl}/storage/v1/object/public/`), url).toBe(true);
      const file = await download(url);
      expect(file.status, url).toBe(200);
      expect(file.bytes.length, url).toBeGreaterThan(1000);
      if (url.endsWith('.jpg')) expect(jpegSize(file.bytes), url).not.toBeNull();
    }
  });

  it('has square 400x400 ambassador photos and 1200x630 blog covers', async () => {
    const { data: ambassadors } = await service.from('ambassadors').select('photo_url');
    for (const a of ambassadors ?? []) {
      const file = await download(a.photo_url!);
      expect(jpegSize(file.bytes)).toEqual({ width: 400, height: 400 });
    }
    const { data: posts } = await service.from('posts').select('cover_image_url').eq('type', 'blog');
    for (const p of (posts ?? []).filter((row) => row.cover_image_url)) {
      const file = await download(p.cover_image_url!);
      expect(jpegSize(file.bytes)).toEqual({ width: 1200, height: 630 });
      expect(file.bytes.length).toBeLessThan(150 * 1024);
    }
  });

  it('describes the pre-launch video file truthfully', async () => {
    const { data } = await anonClient(apiUrl)
      .from('videos')
      .select('video_url, thumbnail_url, file_size_bytes, width_pixels, height_pixels, video_format, tags')
      .eq('id', PRELAUNCH_VIDEO_ID)
      .single();
    expect(data?.tags).toContain('prelaunchvideo');
    const video = await download(data!.video_url);
    expect(video.type).toBe('video/webm');
    // EBML magic number of a Matroska/WebM file.
    expect([...video.bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(video.bytes.length).toBe(data?.file_size_bytes);
    expect(data?.video_format).toBe('webm');
    const poster = await download(data!.thumbnail_url!);
    expect(jpegSize(poster.bytes)).toEqual({ width: data?.width_pixels, height: data?.height_pixels });
  });

  it('gives LinkedIn members pictures on the stand-in provider', async () => {
    const { data } = await service
      .from('members')
      .select('avatar_url, provider_name, linkedin_id, profile_data')
      .eq('id', MEMBER_ANA_ID)
      .single();
    expect(data).toMatchObject({
      avatar_url: `${linkedinUrl}/pictures/member-01.jpg`,
      provider_name: 'linkedin_oidc',
      linkedin_id: 'li-membro-01',
      profile_data: { sub: 'li-membro-01', name: 'Ana Ribeiro', locale: 'pt_BR', email_verified: true },
    });
  });

  it('lets the demo admin sign in with e-mail and password, as an admin', async () => {
    const client = anonClient(apiUrl);
    const { data, error } = await client.auth.signInWithPassword({
      email: DEMO_ADMIN_EMAIL,
      password: DEMO_ADMIN_PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(DEMO_ADMIN_ID);
    const role = await client.rpc('has_role', { _user_id: DEMO_ADMIN_ID, _role: 'admin' });
    expect(role.data).toBe(true);
  });

  it('lets the e-mail account without a role sign in, but not as an admin', async () => {
    const client = anonClient(apiUrl);
    const { data, error } = await client.auth.signInWithPassword({
      email: NON_ADMIN_EMAIL,
      password: NON_ADMIN_PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(NON_ADMIN_ID);
    const role = await client.rpc('has_role', { _user_id: NON_ADMIN_ID, _role: 'admin' });
    expect(role.data).toBe(false);
  });
});

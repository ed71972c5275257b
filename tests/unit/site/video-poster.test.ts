import { describe, expect, it } from 'vitest';
import { isPublicStorageFile } from '#site/src/routes/video-poster.ts';
import { posterPath } from '#site/src/ui/VideoPlayer.tsx';

describe('video poster on the site origin', () => {
  const api = 'https://abc.supabase.co';

  it("relays only the project's own public Storage files", () => {
    expect(isPublicStorageFile(`${api}/storage/v1/object/public/post-covers/videos/a.jpg`, api)).toBe(true);
    expect(isPublicStorageFile(`${api}/storage/v1/object/sign/post-covers/a.jpg?token=x`, api)).toBe(false);
    expect(isPublicStorageFile(`${api}/rest/v1/members`, api)).toBe(false);
    expect(isPublicStorageFile('https://evil.example/storage/v1/object/public/a.jpg', api)).toBe(false);
    expect(isPublicStorageFile('not a url', api)).toBe(false);
  });

  it('versions the address by the stored image, so a new poster is never a cached old one', () => {
    const video = { id: 'v1', thumbnail_url: `${api}/storage/v1/object/public/post-covers/a.jpg` };
    const first = posterPath(video);
    expect(first).toMatch(/^\/media\/video-poster\/v1\?v=[0-9a-z]+$/);
    expect(posterPath(video)).toBe(first);
    expect(
      posterPath({ ...video, thumbnail_url: `${api}/storage/v1/object/public/post-covers/b.jpg` }),
    ).not.toBe(first);
    expect(posterPath({ ...video, thumbnail_url: null })).toBeUndefined();
  });
});

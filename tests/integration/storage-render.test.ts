import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serviceClient } from '../helpers/supabase.ts';

/** Storage's image transformations (render/image) on public and signed URLs, through storage-js. */
const apiUrl = inject('apiUrl');
const service = serviceClient(apiUrl);
const run = randomUUID().slice(0, 8);
const PUBLIC_BUCKET = `t-${run}-render`;
const PRIVATE_BUCKET = `t-${run}-render-private`;
const NAME = 'covers/photo.png';

async function render(path: string, accept = 'image/avif,image/webp,*/*') {
  const res = await fetch(`${apiUrl}/storage/v1/render/image/${path}`, { headers: { accept } });
  const body = Buffer.from(await res.arrayBuffer());
  return { res, body };
}

async function sizeOf(body: Buffer) {
  const meta = await sharp(body).metadata();
  return { width: meta.width, height: meta.height, format: meta.format };
}

beforeAll(async () => {
  const png = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 20, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  for (const [id, isPublic] of [
    [PUBLIC_BUCKET, true],
    [PRIVATE_BUCKET, false],
  ] as const) {
    expect((await service.storage.createBucket(id, { public: isPublic })).error).toBeNull();
    const upload = await service.storage
      .from(id)
      .upload(NAME, new Blob([new Uint8Array(png)], { type: 'image/png' }), { cacheControl: '3600' });
    expect(upload.error).toBeNull();
  }
});

afterAll(async () => {
  for (const id of [PUBLIC_BUCKET, PRIVATE_BUCKET]) {
    await service.storage.emptyBucket(id);
    await service.storage.deleteBucket(id);
  }
});

describe('render/image/public', () => {
  it('returns the requested size in the best format the browser accepts', async () => {
    const { data } = service.storage.from(PUBLIC_BUCKET).getPublicUrl(NAME, {
      transform: { width: 300, height: 200, resize: 'cover', quality: 70 },
    });
    expect(data.publicUrl).toContain('/storage/v1/render/image/public/');
    const avif = await fetch(data.publicUrl, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('vary')).toMatch(/accept/i);
    expect(avif.headers.get('cache-control')).toBe('max-age=3600');
    expect(await sizeOf(Buffer.from(await avif.arrayBuffer()))).toMatchObject({ width: 300, height: 200 });

    const webp = await render(`public/${PUBLIC_BUCKET}/${NAME}?width=300&height=200`, 'image/webp,*/*');
    expect(webp.res.headers.get('content-type')).toBe('image/webp');
    expect(await sizeOf(webp.body)).toEqual({ width: 300, height: 200, format: 'webp' });

    const origin = await render(`public/${PUBLIC_BUCKET}/${NAME}?width=300&format=origin`);
    expect(origin.res.headers.get('content-type')).toBe('image/png');
    expect(await sizeOf(origin.body)).toEqual({ width: 300, height: 200, format: 'png' });
  });

  it('resizes by cover, contain and fill, never enlarges, and clamps to 2,500 px', async () => {
    const base = `public/${PUBLIC_BUCKET}/${NAME}?format=origin&width=300&height=300`;
    expect(await sizeOf((await render(`${base}&resize=cover`)).body)).toMatchObject({
      width: 300,
      height: 300,
    });
    expect(await sizeOf((await render(`${base}&resize=contain`)).body)).toMatchObject({
      width: 300,
      height: 200,
    });
    expect(await sizeOf((await render(`${base}&resize=fill`)).body)).toMatchObject({
      width: 300,
      height: 300,
    });

    const huge = await render(`public/${PUBLIC_BUCKET}/${NAME}?format=origin&width=9000`);
    expect(huge.res.status).toBe(200);
    expect(huge.res.headers.get('x-transformations')).toContain('width:2500');
    expect(await sizeOf(huge.body)).toMatchObject({ width: 1200, height: 800 });
  });

  it('serves a rendition again from its cache, and 304 for the same ETag', async () => {
    const url = `public/${PUBLIC_BUCKET}/${NAME}?width=120&format=webp`;
    const first = await render(url);
    const second = await render(url);
    expect(second.res.headers.get('etag')).toBe(first.res.headers.get('etag'));
    expect(second.body.equals(first.body)).toBe(true);
    const again = await fetch(`${apiUrl}/storage/v1/render/image/${url}`, {
      headers: { 'if-none-match': first.res.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('answers every one of several simultaneous requests for a rendition not rendered yet', async () => {
    const url = `public/${PUBLIC_BUCKET}/${NAME}?width=333&height=187`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => render(url)));
    expect(answers.map(({ res }) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map(({ body }) => body.toString('base64'))).size).toBe(1);
  });

  it("refuses bad parameters with Storage's 400s", async () => {
    const cases: Array<[string, string]> = [
      ['quality=10', 'querystring/quality must be >= 20'],
      ['quality=101', 'querystring/quality must be <= 100'],
      ['width=abc', 'querystring/width must be integer'],
      ['height=-5', 'querystring/height must be >= 0'],
      ['resize=crop', 'querystring/resize must be equal to one of the allowed values'],
      ['format=gif', 'querystring/format must be equal to one of the allowed values'],
    ];
    for (const [query, message] of cases) {
      const { res, body } = await render(`public/${PUBLIC_BUCKET}/${NAME}?${query}`);
      expect(res.status, query).toBe(400);
      expect(JSON.parse(body.toString('utf8')), query).toEqual({
        statusCode: '400',
        code: 'InvalidRequest',
        error: 'Error',
        message,
      });
    }
    const privateBucket = await render(`public/${PRIVATE_BUCKET}/${NAME}?width=100`);
    expect(JSON.parse(privateBucket.body.toString('utf8'))).toMatchObject({ statusCode: '404' });
    const missing = await render(`public/${PUBLIC_BUCKET}/nope.png?width=100`);
    expect(JSON.parse(missing.body.toString('utf8'))).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });
});

describe('render/image/sign', () => {
  it('renders a signed URL with the transformations signed into it, and refuses a forged one', async () => {
    const { data, error } = await service.storage
      .from(PRIVATE_BUCKET)
      .createSignedUrl(NAME, 60, { transform: { width: 100, height: 100, resize: 'contain' } });
    expect(error).toBeNull();
    expect(data!.signedUrl).toContain(`/storage/v1/render/image/sign/${PRIVATE_BUCKET}/${NAME}?token=`);
    const res = await fetch(data!.signedUrl, { headers: { accept: 'image/webp' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('expires')).toBeTruthy();
    expect(await sizeOf(Buffer.from(await res.arrayBuffer()))).toEqual({
      width: 100,
      height: 67,
      format: 'webp',
    });

    // The query cannot change what was signed.
    const widened = await fetch(`${data!.signedUrl}&width=1200`, { headers: { accept: 'image/webp' } });
    expect((await sizeOf(Buffer.from(await widened.arrayBuffer()))).width).toBe(100);

    const forged = await fetch(data!.signedUrl.replace(/token=([^.]+)\.([^.]+)\./, 'token=$1.e30.'));
    expect(forged.status).toBe(400);
    const other = await fetch(data!.signedUrl.replace(NAME, 'covers/other.png'));
    expect(((await other.json()) as { message: string }).message).toBe('The url do not match the signature');
  });
});

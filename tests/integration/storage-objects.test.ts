import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../helpers/db.ts';
import { removeStoredObjects } from '../helpers/storage.ts';
import { anonClient, clientAs, type TestClient } from '../helpers/supabase.ts';

const apiUrl = inject('apiUrl');
const db = new pg.Client({ connectionString: inject('dbUrl') });

async function createAccount(admin: boolean): Promise<{ id: string; client: TestClient }> {
  const { id, jwt } = await createTestAccount(db, { admin, label: 'storage' });
  return { id, client: clientAs(apiUrl, jwt) };
}

/** A tiny but real PNG header plus filler: enough for content checks. */
function pngBytes(size = 64): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  for (let i = 8; i < size; i++) bytes[i] = i % 251;
  return bytes;
}

async function objectRow(bucket: string, name: string) {
  const { rows } = await db.query(
    'select id, owner, metadata from storage.objects where bucket_id = $1 and name = $2',
    [bucket, name],
  );
  return rows[0] as { id: string; owner: string; metadata: Record<string, unknown> } | undefined;
}

const run = randomUUID().slice(0, 8);
let admin: { id: string; client: TestClient };
let member: { id: string; client: TestClient };

beforeAll(async () => {
  await db.connect();
  admin = await createAccount(true);
  member = await createAccount(false);
});

afterAll(async () => {
  await removeStoredObjects(db, apiUrl, `${admin.id}/test-${run}/%`);
  await db.query('delete from auth.users where id = any($1::uuid[])', [[admin.id, member.id]]);
  await db.end();
});

describe('storage uploads by an admin', () => {
  it.each([
    ['ambassador-photos', 'image/png', 'photo.png'],
    ['post-covers', 'image/jpeg', 'cover.jpg'],
    ['videos', 'video/mp4', 'clip.mp4'],
  ])('uploads to %s and serves it publicly with its content type', async (bucket, type, file) => {
    const name = `${admin.id}/test-${run}/${file}`;
    const bytes = pngBytes(300);
    const { data, error } = await admin.client.storage
      .from(bucket)
      .upload(name, new Blob([bytes], { type }), { cacheControl: '120' });
    expect(error).toBeNull();
    expect(data?.fullPath).toBe(`${bucket}/${name}`);
    const row = await objectRow(bucket, name);
    expect(row?.id).toBe(data?.id);
    expect(row?.owner).toBe(admin.id);
    expect(row?.metadata).toMatchObject({ size: 300, mimetype: type, cacheControl: 'max-age=120' });

    const url = admin.client.storage.from(bucket).getPublicUrl(name).data.publicUrl;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toBe('max-age=120');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('etag')).toBe(row?.metadata.eTag);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('answers a Range request with 206 and exactly those bytes, and 416 outside the file', async () => {
    const name = `${admin.id}/test-${run}/range.png`;
    const bytes = pngBytes(1000);
    const { error } = await admin.client.storage
      .from('post-covers')
      .upload(name, new Blob([bytes], { type: 'image/png' }));
    expect(error).toBeNull();
    const url = anonClient(apiUrl).storage.from('post-covers').getPublicUrl(name).data.publicUrl;

    const partial = await fetch(url, { headers: { Range: 'bytes=100-199' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(partial.headers.get('content-length')).toBe('100');
    expect(new Uint8Array(await partial.arrayBuffer())).toEqual(bytes.slice(100, 200));

    const suffix = await fetch(url, { headers: { Range: 'bytes=-10' } });
    expect(suffix.status).toBe(206);
    expect(new Uint8Array(await suffix.arrayBuffer())).toEqual(bytes.slice(990));

    const outside = await fetch(url, { headers: { Range: 'bytes=5000-' } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe('bytes */1000');
    await outside.body?.cancel();

    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('1000');
  });

  it('downloads through the authenticated route under RLS', async () => {
    const name = `${admin.id}/test-${run}/private-read.png`;
    await admin.client.storage
      .from('post-covers')
      .upload(name, new Blob([pngBytes(50)], { type: 'image/png' }));
    const { data, error } = await admin.client.storage.from('post-covers').download(name);
    expect(error).toBeNull();
    expect(data?.size).toBe(50);
    // The bucket's SELECT policy is for admins: a member's authenticated read finds nothing.
    const denied = await member.client.storage.from('post-covers').download(name);
    expect(denied.error).not.toBeNull();
  });
});

describe('storage refusals', () => {
  it('refuses anonymous and non-admin uploads with statusCode 403 and writes nothing', async () => {
    for (const client of [anonClient(apiUrl), member.client]) {
      const name = `${admin.id}/test-${run}/refused-${randomUUID()}.png`;
      const { data, error } = await client.storage
        .from('ambassador-photos')
        .upload(name, new Blob([pngBytes()], { type: 'image/png' }));
      expect(data).toBeNull();
      expect(error).toMatchObject({ name: 'StorageApiError', statusCode: '403', code: 'AccessDenied' });
      expect(await objectRow('ambassador-photos', name)).toBeUndefined();
    }
  });

  it('refuses an image over the bucket limit with 413 EntityTooLarge', async () => {
    const name = `${admin.id}/test-${run}/too-big.png`;
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(pngBytes(8));
    const { error } = await admin.client.storage
      .from('ambassador-photos')
      .upload(name, new Blob([big], { type: 'image/png' }));
    expect(error).toMatchObject({ statusCode: '413', code: 'EntityTooLarge', status: 400 });
    expect(await objectRow('ambassador-photos', name)).toBeUndefined();
    const publicGet = await fetch(
      admin.client.storage.from('ambassador-photos').getPublicUrl(name).data.publicUrl,
    );
    expect(await publicGet.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });

  it('refuses a raw body over the limit by its Content-Length', async () => {
    const name = `${admin.id}/test-${run}/too-big-raw.png`;
    const { error } = await admin.client.storage
      .from('post-covers')
      .upload(name, new Uint8Array(5 * 1024 * 1024 + 1), { contentType: 'image/png' });
    expect(error).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    expect(await objectRow('post-covers', name)).toBeUndefined();
  });

  it('refuses a type the bucket does not allow with 415 InvalidMimeType', async () => {
    const name = `${admin.id}/test-${run}/notes.txt`;
    const { error } = await admin.client.storage
      .from('post-covers')
      .upload(name, new Blob(['texto'], { type: 'text/plain' }));
    expect(error).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
    expect(error?.message).toBe('mime type text/plain is not supported');
    expect(await objectRow('post-covers', name)).toBeUndefined();

    const video = await admin.client.storage
      .from('videos')
      .upload(`${admin.id}/test-${run}/not-a-video.png`, new Blob([pngBytes()], { type: 'image/png' }));
    expect(video.error).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
  });

  it('answers NoSuchBucket for an unknown bucket', async () => {
    const { error } = await admin.client.storage
      .from('no-such-bucket')
      .upload('a.png', new Blob([pngBytes()], { type: 'image/png' }));
    expect(error).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
  });
});

describe('storage upsert, list and remove', () => {
  it('refuses a second upload without upsert (409) and replaces with x-upsert true or PUT', async () => {
    const name = `${admin.id}/test-${run}/upsert.png`;
    const bucket = admin.client.storage.from('post-covers');
    const first = await bucket.upload(name, new Blob([pngBytes(100)], { type: 'image/png' }));
    expect(first.error).toBeNull();

    const duplicate = await bucket.upload(name, new Blob([pngBytes(200)], { type: 'image/png' }));
    expect(duplicate.error).toMatchObject({ statusCode: '409', code: 'KeyAlreadyExists' });
    expect((await objectRow('post-covers', name))?.metadata.size).toBe(100);

    const replaced = await bucket.upload(name, new Blob([pngBytes(200)], { type: 'image/png' }), {
      upsert: true,
    });
    expect(replaced.error).toBeNull();
    expect((await objectRow('post-covers', name))?.metadata.size).toBe(200);
    const served = await fetch(bucket.getPublicUrl(name).data.publicUrl);
    expect((await served.arrayBuffer()).byteLength).toBe(200);

    const updated = await bucket.update(name, new Blob([pngBytes(300)], { type: 'image/gif' }));
    expect(updated.error).toBeNull();
    expect((await objectRow('post-covers', name))?.metadata).toMatchObject({
      size: 300,
      mimetype: 'image/gif',
    });
  });

  it('lists one level below a prefix, folders included', async () => {
    const bucket = admin.client.storage.from('post-covers');
    await bucket.upload(
      `${admin.id}/test-${run}/listing/b.png`,
      new Blob([pngBytes()], { type: 'image/png' }),
    );
    await bucket.upload(
      `${admin.id}/test-${run}/listing/a.png`,
      new Blob([pngBytes()], { type: 'image/png' }),
    );
    await bucket.upload(
      `${admin.id}/test-${run}/listing/sub/c.png`,
      new Blob([pngBytes()], { type: 'image/png' }),
    );
    const { data, error } = await bucket.list(`${admin.id}/test-${run}/listing`);
    expect(error).toBeNull();
    expect(data?.map((entry) => [entry.name, entry.id === null])).toEqual([
      ['a.png', false],
      ['b.png', false],
      ['sub', true],
    ]);
    const searched = await bucket.list(`${admin.id}/test-${run}/listing`, { search: 'b' });
    expect(searched.data?.map((entry) => entry.name)).toEqual(['b.png']);
  });

  it('removes objects as the caller: a member removes nothing, an admin removes rows and files', async () => {
    const name = `${admin.id}/test-${run}/remove-me.png`;
    const bucket = admin.client.storage.from('post-covers');
    await bucket.upload(name, new Blob([pngBytes()], { type: 'image/png' }));

    const byMember = await member.client.storage.from('post-covers').remove([name]);
    expect(byMember.error).toBeNull();
    expect(byMember.data).toEqual([]);
    expect(await objectRow('post-covers', name)).toBeDefined();

    const byAdmin = await bucket.remove([name]);
    expect(byAdmin.error).toBeNull();
    expect(byAdmin.data?.map((row) => row.name)).toEqual([name]);
    expect(await objectRow('post-covers', name)).toBeUndefined();
    const gone = await fetch(bucket.getPublicUrl(name).data.publicUrl);
    expect(await gone.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });
});

describe('storage info and signed URLs', () => {
  it('answers info() and exists() under RLS', async () => {
    const name = `${admin.id}/test-${run}/info.png`;
    const bucket = admin.client.storage.from('post-covers');
    await bucket.upload(name, new Blob([pngBytes(77)], { type: 'image/png' }), { metadata: { alt: 'capa' } });
    const info = await bucket.info(name);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({ name, size: 77, contentType: 'image/png', metadata: { alt: 'capa' } });
    expect((await bucket.exists(name)).data).toBe(true);
    expect((await bucket.exists(`${admin.id}/test-${run}/missing.png`)).data).toBe(false);
  });

  it('creates a signed URL that serves the object until the token is tampered with', async () => {
    const name = `${admin.id}/test-${run}/signed.png`;
    const bytes = pngBytes(90);
    const bucket = admin.client.storage.from('post-covers');
    await bucket.upload(name, new Blob([bytes], { type: 'image/png' }));
    const { data, error } = await bucket.createSignedUrl(name, 60);
    expect(error).toBeNull();
    const served = await fetch(data!.signedUrl);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    const tampered = await fetch(
      data!.signedUrl.replace(/token=[^&]+/, (token) => `${token.slice(0, -2)}xx`),
    );
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ code: 'InvalidJWT' });

    const denied = await member.client.storage.from('post-covers').createSignedUrl(name, 60);
    expect(denied.error).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });
});

import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_SERVICE_ROLE_KEY } from '#supabase/local/keys.ts';
import { createTestAccount } from '../helpers/db.ts';
import { anonClient, clientAs, serviceClient, type TestClient } from '../helpers/supabase.ts';

const apiUrl = inject('apiUrl');
const db = new pg.Client({ connectionString: inject('dbUrl') });
const run = randomUUID().slice(0, 8);
const service = serviceClient(apiUrl);
const anon = anonClient(apiUrl);

let admin: { id: string; client: TestClient };
let member: { id: string; client: TestClient };
/** Buckets this file creates, emptied and dropped through the API at the end. */
const buckets: string[] = [];
/** post-covers objects this file leaves, removed through the API at the end. */
const coverPaths: string[] = [];

function bytes(size: number, seed = 1): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i++) out[i] = (i * seed + 7) % 251;
  return out;
}

async function newBucket(
  label: string,
  options: { public: boolean; fileSizeLimit?: number | string; allowedMimeTypes?: string[] } = {
    public: false,
  },
): Promise<string> {
  const id = `t-${run}-${label}`;
  const { error } = await service.storage.createBucket(id, options);
  expect(error).toBeNull();
  buckets.push(id);
  return id;
}

async function rowCount(bucket: string, name: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from storage.objects where bucket_id = $1 and name = $2',
    [bucket, name],
  );
  return rows[0].n;
}

async function download(client: TestClient, bucket: string, name: string): Promise<Uint8Array | null> {
  const { data } = await client.storage.from(bucket).download(name);
  return data ? new Uint8Array(await data.arrayBuffer()) : null;
}

/** The raw Storage answer to a request, for checks on the exact error body. */
async function raw(method: string, path: string, body?: unknown, key = LOCAL_SERVICE_ROLE_KEY) {
  const response = await fetch(`${apiUrl}/storage/v1${path}`, {
    method,
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  await db.connect();
  const a = await createTestAccount(db, { admin: true, label: 'storage-api' });
  const m = await createTestAccount(db, { admin: false, label: 'storage-api' });
  admin = { id: a.id, client: clientAs(apiUrl, a.jwt) };
  member = { id: m.id, client: clientAs(apiUrl, m.jwt) };
});

afterAll(async () => {
  if (coverPaths.length) await service.storage.from('post-covers').remove(coverPaths);
  for (const id of buckets) {
    await service.storage.emptyBucket(id);
    await service.storage.deleteBucket(id);
  }
  await db.query('delete from auth.users where id = any($1::uuid[])', [[admin.id, member.id]]);
  await db.end();
});

describe('bucket admin API', () => {
  it('creates, reads, lists and updates a bucket with the size limit as a number of bytes', async () => {
    const id = await newBucket('admin', {
      public: false,
      fileSizeLimit: '2MB',
      allowedMimeTypes: ['image/png', 'text/*'],
    });
    const { data, error } = await service.storage.getBucket(id);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id,
      name: id,
      public: false,
      file_size_limit: 2_000_000,
      allowed_mime_types: ['image/png', 'text/*'],
    });

    const listed = await service.storage.listBuckets({ search: `t-${run}-admin` });
    expect(listed.error).toBeNull();
    expect(listed.data?.map((b) => b.id)).toEqual([id]);
    expect(listed.data?.[0].file_size_limit).toBe(2_000_000);
    // The seeded buckets' limits are numbers too.
    const all = await service.storage.listBuckets();
    const videos = all.data?.find((b) => b.id === 'videos');
    expect(videos?.file_size_limit).toBe(524288000);

    const updated = await service.storage.updateBucket(id, {
      public: true,
      fileSizeLimit: 1024,
      allowedMimeTypes: null,
    });
    expect(updated).toEqual({ data: { message: 'Successfully updated' }, error: null });
    expect((await service.storage.getBucket(id)).data).toMatchObject({
      public: true,
      file_size_limit: 1024,
      allowed_mime_types: null,
    });
  });

  it('answers Storage errors: duplicate, unknown, invalid name, and no content', async () => {
    const id = await newBucket('dup');
    const again = await raw('POST', '/bucket', { id, name: id, public: false });
    expect(again).toEqual({
      status: 400,
      body: {
        statusCode: '409',
        code: 'BucketAlreadyExists',
        error: 'Duplicate',
        message: 'The resource already exists',
      },
    });
    const missing = await service.storage.getBucket(`t-${run}-missing`);
    expect(missing.error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
    const badName = await service.storage.createBucket('bad/name', { public: false });
    expect(badName.error).toMatchObject({ statusCode: '400', message: 'Bucket name invalid' });
    const empty = await raw('PUT', `/bucket/${id}`, {});
    expect(empty.body).toMatchObject({ statusCode: '400', message: 'No content provided' });
  });

  it('leaves buckets to the service role, as storage.buckets has no policies for users', async () => {
    const create = await admin.client.storage.createBucket(`t-${run}-byuser`, { public: true });
    expect(create.error).toMatchObject({
      statusCode: '403',
      message: expect.stringMatching(/row-level security/),
    });
    expect(
      (await db.query('select 1 from storage.buckets where id = $1', [`t-${run}-byuser`])).rowCount,
    ).toBe(0);
    expect((await admin.client.storage.getBucket('videos')).error).toMatchObject({ statusCode: '404' });
    expect((await anon.storage.listBuckets()).data).toEqual([]);
    const update = await admin.client.storage.updateBucket('videos', { public: false });
    expect(update.error).toMatchObject({ statusCode: '404' });
    expect((await service.storage.getBucket('videos')).data?.public).toBe(true);
    expect((await admin.client.storage.deleteBucket('videos')).error).toMatchObject({ statusCode: '409' });
    expect((await member.client.storage.emptyBucket('videos')).error).toMatchObject({ statusCode: '404' });
  });

  it('refuses to delete a bucket that holds objects, empties it (files too), then deletes it', async () => {
    const id = await newBucket('drop');
    const content = bytes(100);
    expect((await service.storage.from(id).upload('a/one.bin', content)).error).toBeNull();
    expect((await service.storage.from(id).upload('two.bin', content)).error).toBeNull();

    const refused = await raw('DELETE', `/bucket/${id}`);
    expect(refused).toEqual({
      status: 400,
      body: {
        statusCode: '409',
        code: 'ResourceNotEmpty',
        error: 'ResourceNotEmpty',
        message: 'The bucket you tried to delete is not empty',
      },
    });

    const emptied = await service.storage.emptyBucket(id);
    expect(emptied.error).toBeNull();
    expect(await rowCount(id, 'a/one.bin')).toBe(0);
    expect(await download(service, id, 'two.bin')).toBeNull();

    expect(await service.storage.deleteBucket(id)).toEqual({
      data: { message: 'Successfully deleted' },
      error: null,
    });
    expect((await service.storage.getBucket(id)).error).toMatchObject({ statusCode: '404' });
    buckets.splice(buckets.indexOf(id), 1);
  });
});

describe('object move and copy', () => {
  it('moves an object with its file and metadata, and refuses a taken destination', async () => {
    const id = await newBucket('move');
    const store = service.storage.from(id);
    const content = bytes(300, 3);
    await store.upload('from/a.png', new Blob([content], { type: 'image/png' }), {
      cacheControl: '60',
      metadata: { origem: 'teste' },
    });
    await store.upload('taken.png', new Blob([bytes(10)], { type: 'image/png' }));

    const taken = await store.move('from/a.png', 'taken.png');
    expect(taken.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect(await download(service, id, 'from/a.png')).toEqual(content);

    const moved = await store.move('from/a.png', 'to/b.png');
    expect(moved).toEqual({ data: expect.objectContaining({ message: 'Successfully moved' }), error: null });
    expect(await rowCount(id, 'from/a.png')).toBe(0);
    expect(await download(service, id, 'from/a.png')).toBeNull();
    expect(await download(service, id, 'to/b.png')).toEqual(content);
    const info = await store.info('to/b.png');
    expect(info.data).toMatchObject({ contentType: 'image/png', cacheControl: 'max-age=60', size: 300 });
    expect(info.data?.metadata).toEqual({ origem: 'teste' });

    expect((await store.move('nothing-here.png', 'x.png')).error).toMatchObject({ statusCode: '404' });
  });

  it('copies an object within and across buckets, keeping the source; a taken key is a duplicate', async () => {
    const id = await newBucket('copy');
    const other = await newBucket('copy-dst');
    const store = service.storage.from(id);
    const content = bytes(200, 5);
    await store.upload('src.txt', new Blob([content], { type: 'text/plain' }), { metadata: { k: 'v' } });

    const copied = await store.copy('src.txt', 'dir/copy.txt');
    expect(copied).toEqual({ data: { path: `${id}/dir/copy.txt` }, error: null });
    expect(await download(service, id, 'src.txt')).toEqual(content);
    expect(await download(service, id, 'dir/copy.txt')).toEqual(content);
    expect((await store.info('dir/copy.txt')).data).toMatchObject({
      contentType: 'text/plain',
      metadata: { k: 'v' },
    });

    const across = await store.copy('src.txt', 'in/other.txt', { destinationBucket: other });
    expect(across).toEqual({ data: { path: `${other}/in/other.txt` }, error: null });
    expect(await download(service, other, 'in/other.txt')).toEqual(content);

    const again = await raw('POST', '/object/copy', {
      bucketId: id,
      sourceKey: 'src.txt',
      destinationKey: 'dir/copy.txt',
    });
    expect(again).toEqual({
      status: 400,
      body: {
        statusCode: '409',
        code: 'KeyAlreadyExists',
        error: 'Duplicate',
        message: 'The resource already exists',
      },
    });

    const movedAcross = await store.move('dir/copy.txt', 'moved.txt', { destinationBucket: other });
    expect(movedAcross.error).toBeNull();
    expect(await download(service, other, 'moved.txt')).toEqual(content);
    expect(await rowCount(id, 'dir/copy.txt')).toBe(0);
  });

  it('checks the caller: source read and destination write, as storage RLS says', async () => {
    const own = `${admin.id}/api-${run}/cover.png`;
    coverPaths.push(own, `${admin.id}/api-${run}/copy.png`, `${admin.id}/api-${run}/moved.png`);
    const content = bytes(120, 7);
    const covers = admin.client.storage.from('post-covers');
    expect((await covers.upload(own, new Blob([content], { type: 'image/png' }))).error).toBeNull();

    // post-covers: admins write only under their own folder.
    const elsewhere = `${member.id}/api-${run}/cover.png`;
    expect((await covers.copy(own, elsewhere)).error).toMatchObject({ statusCode: '403' });
    expect((await covers.move(own, elsewhere)).error).toMatchObject({ statusCode: '403' });
    expect(await rowCount('post-covers', elsewhere)).toBe(0);
    expect(await download(admin.client, 'post-covers', own)).toEqual(content);

    // A member cannot even see the source.
    const byMember = member.client.storage.from('post-covers');
    expect((await byMember.copy(own, `${member.id}/x.png`)).error).toMatchObject({ statusCode: '404' });
    expect((await byMember.move(own, `${member.id}/x.png`)).error).toMatchObject({ statusCode: '404' });

    expect((await covers.copy(own, `${admin.id}/api-${run}/copy.png`)).error).toBeNull();
    expect((await covers.move(own, `${admin.id}/api-${run}/moved.png`)).error).toBeNull();
    expect(await download(admin.client, 'post-covers', `${admin.id}/api-${run}/moved.png`)).toEqual(content);
    const row = await db.query('select owner from storage.objects where bucket_id = $1 and name = $2', [
      'post-covers',
      `${admin.id}/api-${run}/copy.png`,
    ]);
    expect(row.rows[0].owner).toBe(admin.id);
  });
});

describe('signed upload URLs', () => {
  it('signs for a caller who may insert there; the upload needs no other credentials and a reuse is a 409', async () => {
    const name = `${admin.id}/api-${run}/signed.png`;
    coverPaths.push(name);
    const signed = await admin.client.storage.from('post-covers').createSignedUploadUrl(name);
    expect(signed.error).toBeNull();
    expect(signed.data?.path).toBe(name);
    expect(signed.data?.signedUrl).toContain(`/storage/v1/object/upload/sign/post-covers/${name}?token=`);

    const content = bytes(150, 11);
    const first = await anon.storage
      .from('post-covers')
      .uploadToSignedUrl(name, signed.data!.token, new Blob([content], { type: 'image/png' }));
    expect(first).toEqual({ data: { path: name, fullPath: `post-covers/${name}` }, error: null });
    expect(await download(admin.client, 'post-covers', name)).toEqual(content);
    const row = await db.query('select owner from storage.objects where bucket_id = $1 and name = $2', [
      'post-covers',
      name,
    ]);
    expect(row.rows[0].owner).toBe(admin.id);

    const second = await anon.storage
      .from('post-covers')
      .uploadToSignedUrl(name, signed.data!.token, new Blob([bytes(150, 13)], { type: 'image/png' }));
    // As on Storage: the URL is not spent, but the object it created is there now.
    expect(second.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect(await download(admin.client, 'post-covers', name)).toEqual(content);
  });

  it('refuses to sign where the caller may not insert', async () => {
    const signed = await member.client.storage
      .from('post-covers')
      .createSignedUploadUrl(`${member.id}/api-${run}/x.png`);
    expect(signed.error).toMatchObject({ statusCode: '403' });
    const other = await admin.client.storage
      .from('post-covers')
      .createSignedUploadUrl(`${member.id}/api-${run}/x.png`);
    expect(other.error).toMatchObject({ statusCode: '403' });
  });

  it('enforces the bucket limits while streaming; a failed upload leaves no row or file', async () => {
    const id = await newBucket('signed-limits', {
      public: false,
      fileSizeLimit: 1000,
      allowedMimeTypes: ['image/png'],
    });
    const store = service.storage.from(id);
    const signed = await store.createSignedUploadUrl('big.png');
    expect(signed.error).toBeNull();
    const token = signed.data!.token;

    const tooBig = await anon.storage
      .from(id)
      .uploadToSignedUrl('big.png', token, new Blob([bytes(5000)], { type: 'image/png' }));
    expect(tooBig.error).toMatchObject({ statusCode: '413' });
    const wrongType = await anon.storage
      .from(id)
      .uploadToSignedUrl('big.png', token, new Blob([bytes(10)], { type: 'text/html' }));
    expect(wrongType.error).toMatchObject({ statusCode: '415' });
    expect(await rowCount(id, 'big.png')).toBe(0);
    const { data: files } = await store.list('');
    expect(files).toEqual([]);

    // The token was not spent by the failed attempts.
    const fits = await anon.storage
      .from(id)
      .uploadToSignedUrl('big.png', token, new Blob([bytes(900)], { type: 'image/png' }));
    expect(fits.error).toBeNull();
    expect(await download(service, id, 'big.png')).toEqual(bytes(900));
  });

  it('binds the token to its path and purpose', async () => {
    const id = await newBucket('signed-bind');
    const store = service.storage.from(id);
    const signed = await store.createSignedUploadUrl('one.txt');
    const elsewhere = await anon.storage.from(id).uploadToSignedUrl('two.txt', signed.data!.token, 'x');
    expect(elsewhere.error).toMatchObject({ statusCode: '400', message: 'Invalid signature' });

    await store.upload('read.txt', 'conteúdo');
    const readUrl = await store.createSignedUrl('read.txt', 60);
    const readToken = new URL(readUrl.data!.signedUrl).searchParams.get('token')!;
    const withReadToken = await anon.storage.from(id).uploadToSignedUrl('read.txt', readToken, 'y');
    expect(withReadToken.error).toMatchObject({ statusCode: '400' });

    const uploadUrl = await store.createSignedUploadUrl('read.txt', { upsert: true });
    const asDownload = await fetch(
      `${apiUrl}/storage/v1/object/sign/${id}/read.txt?token=${uploadUrl.data!.token}`,
    );
    expect(asDownload.status).toBe(400);
    expect(await asDownload.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });

    const forged = await anon.storage.from(id).uploadToSignedUrl('one.txt', 'not-a-token', 'z');
    expect(forged.error).toMatchObject({ statusCode: '400' });
    expect(await rowCount(id, 'one.txt')).toBe(0);
  });
});

describe('list v2', () => {
  it('lists keys flat or by folder, a page at a time', async () => {
    const id = await newBucket('list');
    const store = service.storage.from(id);
    for (const name of ['l/a.txt', 'l/b/c.txt', 'l/b/d.txt', 'l/e.txt', 'l/f/g.txt', 'm.txt']) {
      expect((await store.upload(name, name)).error).toBeNull();
    }
    const flat = await store.listV2({ prefix: 'l/' });
    expect(flat.error).toBeNull();
    expect(flat.data?.objects.map((o) => o.name)).toEqual([
      'l/a.txt',
      'l/b/c.txt',
      'l/b/d.txt',
      'l/e.txt',
      'l/f/g.txt',
    ]);
    expect(flat.data?.hasNext).toBe(false);

    const grouped = await store.listV2({ prefix: 'l/', with_delimiter: true });
    expect(grouped.data?.folders.map((f) => f.name)).toEqual(['l/b/', 'l/f/']);
    expect(grouped.data?.objects.map((o) => o.name)).toEqual(['l/a.txt', 'l/e.txt']);
    expect(grouped.data?.objects[0]).toMatchObject({ id: expect.any(String), metadata: { size: 7 } });

    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const { data, error } = await store.listV2({ prefix: 'l/', with_delimiter: true, limit: 2, cursor });
      expect(error).toBeNull();
      seen.push(...data!.folders.map((f) => f.name), ...data!.objects.map((o) => o.name));
      if (!data!.hasNext) break;
      cursor = data!.nextCursor;
    }
    expect(seen.sort()).toEqual(['l/a.txt', 'l/b/', 'l/e.txt', 'l/f/']);

    const desc = await store.listV2({ prefix: 'l/', sortBy: { column: 'name', order: 'desc' }, limit: 2 });
    expect(desc.data?.objects.map((o) => o.name)).toEqual(['l/f/g.txt', 'l/e.txt']);
    expect(desc.data?.hasNext).toBe(true);
  });

  it('orders by updated_at or created_at, folders dated by their oldest object, keys relative to the prefix', async () => {
    const id = await newBucket('list-dates');
    const store = service.storage.from(id);
    for (const name of ['d/z-first.txt', 'd/sub/inner.txt', 'd/a-last.txt']) {
      expect((await store.upload(name, name)).error).toBeNull();
    }
    // Distinct, known dates: the order must come from them, not from the names.
    await db.query(
      `update storage.objects set created_at = t, updated_at = t from (values
         ('d/z-first.txt', timestamptz '2026-01-01'), ('d/sub/inner.txt', timestamptz '2026-02-01'),
         ('d/a-last.txt', timestamptz '2026-03-01')) as v(n, t)
       where bucket_id = $1 and name = v.n`,
      [id],
    );
    await db.query(
      "update storage.objects set updated_at = '2026-04-01' where bucket_id = $1 and name = $2",
      [id, 'd/z-first.txt'],
    );

    const byCreated = await store.listV2({
      prefix: 'd/',
      with_delimiter: true,
      sortBy: { column: 'created_at' },
    });
    expect(byCreated.error).toBeNull();
    expect(byCreated.data?.objects.map((o) => o.name)).toEqual(['d/z-first.txt', 'd/a-last.txt']);
    expect(byCreated.data?.folders).toEqual([
      expect.objectContaining({ key: 'sub', name: 'd/sub/', id: null }),
    ]);
    expect(byCreated.data?.objects.map((o) => o.key)).toEqual(['z-first.txt', 'a-last.txt']);

    const byUpdated = await store.listV2({ prefix: 'd/', sortBy: { column: 'updated_at', order: 'desc' } });
    expect(byUpdated.data?.objects.map((o) => o.name)).toEqual([
      'd/z-first.txt',
      'd/a-last.txt',
      'd/sub/inner.txt',
    ]);

    // One entry per page, in created_at order, folder included where its oldest object puts it.
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const { data, error } = await store.listV2({
        prefix: 'd/',
        with_delimiter: true,
        limit: 1,
        cursor,
        sortBy: { column: 'created_at' },
      });
      expect(error).toBeNull();
      seen.push(...data!.folders.map((f) => f.name), ...data!.objects.map((o) => o.name));
      if (!data!.hasNext) break;
      cursor = data!.nextCursor;
    }
    expect(seen).toEqual(['d/z-first.txt', 'd/sub/', 'd/a-last.txt']);

    const refused = await raw('POST', `/object/list-v2/${id}`, { sortBy: { column: 'size' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
  });

  it('shows only what the caller may read', async () => {
    const { data, error } = await member.client.storage.from('videos').listV2();
    expect(error).toBeNull();
    expect(data).toMatchObject({ hasNext: false, folders: [], objects: [] });
  });
});

describe('requests without credentials', () => {
  it("get Storage's own answer for the missing header", async () => {
    const response = await fetch(`${apiUrl}/storage/v1/bucket`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'Error',
      message: "headers must have required property 'authorization'",
    });
  });
});

describe('unknown storage routes', () => {
  it('answer 404 in Storage shape', async () => {
    const response = await raw('GET', '/nothing/here');
    expect(response).toEqual({
      status: 404,
      body: {
        statusCode: '404',
        code: 'InvalidRequest',
        error: 'Not Found',
        message: 'Route GET:/nothing/here not found',
      },
    });
    expect((await raw('PATCH', '/bucket/videos', {})).status).toBe(404);
  });
});

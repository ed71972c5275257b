import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_ANON_KEY } from '#supabase/local/keys.ts';
import { createTestAccount } from '../helpers/db.ts';
import { removeStoredObjects } from '../helpers/storage.ts';

const apiUrl = inject('apiUrl');
const db = new pg.Client({ connectionString: inject('dbUrl') });
const run = randomUUID().slice(0, 8);
// An image bucket admins write team-wide (post covers only go under the author's own folder).
const BUCKET = 'ambassador-photos';

let adminId: string;
let adminHeaders: Record<string, string>;
/** The stack's data folder: no error body may name it (nor any other server path). */
let stackDir: string;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]);

/** An upload as storage-js sends it: multipart, the fields first, then the file part. */
function upload(name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('', new Blob([PNG], { type: 'image/png' }), path.posix.basename(name));
  return fetch(`${apiUrl}/storage/v1/object/${BUCKET}/${name}`, {
    method: 'POST',
    headers: adminHeaders,
    body: form,
  });
}

async function jsonOf(response: Response): Promise<{ text: string; body: Record<string, unknown> }> {
  const text = await response.text();
  return { text, body: JSON.parse(text) as Record<string, unknown> };
}

function expectNoServerPath(text: string) {
  expect(text).not.toContain(stackDir);
  expect(text).not.toMatch(/ENAMETOOLONG|\/(tmp|work|home|root|var)\//);
}

async function rowCount(name: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from storage.objects where bucket_id = $1 and name = $2',
    [BUCKET, name],
  );
  return rows[0].n;
}

beforeAll(async () => {
  await db.connect();
  const account = await createTestAccount(db, { admin: true, label: 'storage-input' });
  adminId = account.id;
  adminHeaders = { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${account.jwt}` };
  const { rows } = await db.query<{ data_directory: string }>('show data_directory');
  stackDir = path.dirname(rows[0].data_directory);
});

afterAll(async () => {
  await removeStoredObjects(db, apiUrl, `input-${run}/%`, BUCKET);
  await db.query('delete from auth.users where id = $1', [adminId]);
  await db.end();
});

describe('storage object names', () => {
  it.each([
    ['a file name longer than a file system allows', `input-${run}/${'a'.repeat(300)}.png`],
    [
      'a key longer than 1024 bytes',
      `input-${run}/${Array.from({ length: 6 }, () => 'b'.repeat(200)).join('/')}.png`,
    ],
    ['a file name whose UTF-8 form passes 255 bytes', `input-${run}/${'ç'.repeat(140)}.png`],
  ])('refuses %s with InvalidKey, naming no server path', async (_case, name) => {
    const response = await upload(name);
    const { text, body } = await jsonOf(response);
    expect(response.status).toBe(400);
    expect(body).toEqual({
      statusCode: '400',
      code: 'InvalidKey',
      error: 'InvalidKey',
      message: `Invalid key: ${name}`,
    });
    expectNoServerPath(text);
    expect(await rowCount(name)).toBe(0);
  });

  it('still accepts a long name within the limits', async () => {
    const name = `input-${run}/${'c'.repeat(240)}.png`;
    const response = await upload(name);
    expect(response.status).toBe(200);
    const download = await fetch(`${apiUrl}/storage/v1/object/public/${BUCKET}/${name}`);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PNG);
  });
});

describe('storage cache-control', () => {
  it('refuses a cacheControl field with CR/LF at upload, in the Storage error shape', async () => {
    const name = `input-${run}/injected.png`;
    const response = await upload(name, { cacheControl: '3600\r\nX-Injected: yes' });
    const { text, body } = await jsonOf(response);
    expect(response.status).toBe(400);
    expect(body).toMatchObject({ statusCode: '400', code: 'InvalidRequest', error: 'invalid_header_char' });
    expectNoServerPath(text);
    expect(await rowCount(name)).toBe(0);
  });

  it('serves an object whose stored metadata is not a valid header value', async () => {
    const name = `input-${run}/bad-metadata.png`;
    expect((await upload(name, { cacheControl: '60' })).status).toBe(200);
    // Metadata written before uploads were checked, or by hand.
    await db.query(
      `update storage.objects
          set metadata = metadata || jsonb_build_object('cacheControl', E'max-age=60\\r\\nX-Injected: yes',
                                                        'mimetype', E'image/png\\nX-Other: 1',
                                                        'eTag', E'"x"\\r\\n',
                                                        'lastModified', 'not a date')
        where bucket_id = $1 and name = $2`,
      [BUCKET, name],
    );
    for (const url of [
      `${apiUrl}/storage/v1/object/public/${BUCKET}/${name}`,
      `${apiUrl}/storage/v1/object/authenticated/${BUCKET}/${name}`,
    ]) {
      const response = await fetch(url, { headers: adminHeaders });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-injected')).toBeNull();
      expect(response.headers.get('x-other')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-type')).toBe('application/octet-stream');
      expect(new Date(response.headers.get('last-modified') ?? '').getTime()).not.toBeNaN();
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
    }
  });
});

describe('storage list filters', () => {
  it.each(['prefix', 'search'])('refuses a %s longer than a key can be', async (field) => {
    const response = await fetch(`${apiUrl}/storage/v1/object/list/${BUCKET}`, {
      method: 'POST',
      headers: { ...adminHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: '', [field]: '%_'.repeat(2000), limit: 10 }),
    });
    const { text, body } = await jsonOf(response);
    expect(response.status).toBe(400);
    expect(body).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
    expectNoServerPath(text);
  });
});

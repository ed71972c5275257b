import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_ANON_KEY } from '#supabase/local/keys.ts';
import { MAX_USER_METADATA_BYTES } from '#supabase/local/storage/user-metadata.ts';
import { createTestAccount } from '../helpers/db.ts';
import { removeStoredObjects } from '../helpers/storage.ts';

/**
 * Storage: the API roles hold only the row privileges the storage API needs on storage.*, and an
 * object's custom metadata is capped (a clear 400 past the cap, nothing stored).
 */
const apiUrl = inject('apiUrl');
const db = new pg.Client({ connectionString: inject('dbUrl') });
const run = randomUUID().slice(0, 8);
const BUCKET = 'ambassador-photos';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]);

let adminId: string;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  await db.connect();
  const account = await createTestAccount(db, { admin: true, label: 'storage-hardening' });
  adminId = account.id;
  adminHeaders = { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${account.jwt}` };
});

afterAll(async () => {
  await removeStoredObjects(db, apiUrl, `hardening-${run}/%`, BUCKET);
  await db.query('delete from auth.users where id = $1', [adminId]);
  await db.end();
});

const metadataOf = (bytes: number) => ({ nota: 'x'.repeat(bytes - '{"nota":""}'.length) });

function multipartUpload(name: string, metadata: unknown) {
  const form = new FormData();
  form.append('metadata', JSON.stringify(metadata));
  form.append('', new Blob([PNG], { type: 'image/png' }), 'foto.png');
  return fetch(`${apiUrl}/storage/v1/object/${BUCKET}/${name}`, {
    method: 'POST',
    headers: adminHeaders,
    body: form,
  });
}

function headerUpload(name: string, metadata: unknown) {
  return fetch(`${apiUrl}/storage/v1/object/${BUCKET}/${name}`, {
    method: 'POST',
    headers: {
      ...adminHeaders,
      'content-type': 'image/png',
      'x-metadata': Buffer.from(JSON.stringify(metadata)).toString('base64'),
    },
    body: PNG,
  });
}

async function stored(name: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from storage.objects where bucket_id = $1 and name = $2',
    [BUCKET, name],
  );
  return rows[0]!.n;
}

describe('storage privileges of the API roles', () => {
  it('anon, authenticated and service_role hold only select, insert, update and delete on buckets and objects', async () => {
    const { rows } = await db.query<{ grantee: string; table_name: string; privileges: string[] }>(
      `select grantee, table_name, array_agg(privilege_type::text order by privilege_type) as privileges
         from information_schema.role_table_grants
        where table_schema = 'storage' and table_name in ('buckets', 'objects')
          and grantee in ('anon', 'authenticated', 'service_role')
        group by 1, 2 order by 1, 2`,
    );
    expect(rows).toHaveLength(6);
    for (const row of rows)
      expect(row.privileges, `${row.grantee} on ${row.table_name}`).toEqual([
        'DELETE',
        'INSERT',
        'SELECT',
        'UPDATE',
      ]);
  });
});

describe('object metadata cap', () => {
  it.each([
    ['a multipart metadata field', multipartUpload],
    ['an x-metadata header', headerUpload],
  ])('keeps metadata up to the cap and refuses more with a clear 400 (%s)', async (_how, send) => {
    const fits = `hardening-${run}/cabe-${randomUUID().slice(0, 6)}.png`;
    const ok = await send(fits, metadataOf(MAX_USER_METADATA_BYTES));
    expect(ok.status).toBe(200);
    expect(await stored(fits)).toBe(1);

    const tooBig = `hardening-${run}/grande-${randomUUID().slice(0, 6)}.png`;
    const refused = await send(tooBig, metadataOf(MAX_USER_METADATA_BYTES + 1));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'Bad Request',
      message: `Metadata is too large: at most ${MAX_USER_METADATA_BYTES} bytes of JSON`,
    });
    expect(await stored(tooBig)).toBe(0);
  });

  it('refuses 300 KB of metadata sent as a form field', async () => {
    const name = `hardening-${run}/enorme.png`;
    const refused = await multipartUpload(name, metadataOf(300 * 1024));
    expect(refused.status).toBe(400);
    expect(await stored(name)).toBe(0);
  });
});

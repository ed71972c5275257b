import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount } from '../helpers/db.ts';
import { startStackOnFreeBlock, type TestStack } from '../helpers/stack.ts';
import { clientAs, type TestClient } from '../helpers/supabase.ts';
import { LOCAL_ANON_KEY } from '#supabase/local/keys.ts';

// Its own stack, so the memory of the process that serves storage is measured alone.
const BASE = Number(process.env.ELO_TEST_PORT_BASE ?? 24321);
const MIB = 1024 * 1024;

let stack: TestStack;
let db: pg.Client;
let admin: TestClient;
let adminJwt: string;

async function rssKiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(status);
  if (!match) throw new Error('VmRSS not found');
  return Number(match[1]);
}

/** Every file under a folder, temporary upload files included. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function rowCount(bucket: string, name: string): Promise<number> {
  const { rows } = await db.query(
    'select count(*)::int as n from storage.objects where bucket_id = $1 and name = $2',
    [bucket, name],
  );
  return rows[0].n as number;
}

beforeAll(async () => {
  stack = await startStackOnFreeBlock(BASE, [300, 400, 500]);
  db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  adminJwt = (await createTestAccount(db, { admin: true, label: 'stream' })).jwt;
  admin = clientAs(stack.apiUrl, adminJwt);
});

afterAll(async () => {
  await db?.end();
  await stack?.stop();
});

describe('storage streaming', () => {
  it('streams a 200 MB upload to disk while the service grows by less than 100 MB', async () => {
    const totalChunks = 200;
    const chunk = new Uint8Array(MIB);
    const expectedMd5 = createHash('md5');
    let sent = 0;
    // Generated on the fly: the test never holds more than one chunk either.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === totalChunks) {
          controller.close();
          return;
        }
        chunk.fill(sent % 256);
        const copy = chunk.slice();
        expectedMd5.update(copy);
        controller.enqueue(copy);
        sent++;
      },
    });

    const baseline = await rssKiB(stack.pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      rssKiB(stack.pid).then(
        (value) => (peak = Math.max(peak, value)),
        () => undefined,
      );
    }, 50);
    const name = `big/${randomUUID()}.mp4`;
    const { error } = await admin.storage.from('videos').upload(name, body, { contentType: 'video/mp4' });
    clearInterval(sampler);
    peak = Math.max(peak, await rssKiB(stack.pid));
    expect(error).toBeNull();

    const growthMiB = (peak - baseline) / 1024;
    console.log(
      `200 MB upload: stack RSS ${Math.round(baseline / 1024)} MiB before, ${Math.round(peak / 1024)} MiB peak, ` +
        `growth ${growthMiB.toFixed(1)} MiB`,
    );
    expect(growthMiB).toBeLessThan(100);

    const head = await fetch(admin.storage.from('videos').getPublicUrl(name).data.publicUrl, {
      method: 'HEAD',
    });
    expect(head.headers.get('content-length')).toBe(String(totalChunks * MIB));
    expect(head.headers.get('etag')).toBe(`"${expectedMd5.digest('hex')}"`);
  }, 180_000);

  it.each(['raw', 'multipart'] as const)(
    'leaves neither a row nor a file when the client disconnects mid-upload (%s body)',
    async (kind) => {
      const name = `aborted/${randomUUID()}.mp4`;
      const before = await filesUnder(path.join(stack.stackDir, 'storage', 'videos'));
      const boundary = `----elo${randomUUID()}`;
      const head =
        kind === 'multipart'
          ? Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n3600\r\n` +
                `--${boundary}\r\nContent-Disposition: form-data; name=""; filename="clip.mp4"\r\n` +
                'Content-Type: video/mp4\r\n\r\n',
            )
          : Buffer.alloc(0);
      await new Promise<void>((resolve) => {
        const request = http.request(`${stack.apiUrl}/storage/v1/object/videos/${name}`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${adminJwt}`,
            apikey: LOCAL_ANON_KEY,
            'Content-Type': kind === 'multipart' ? `multipart/form-data; boundary=${boundary}` : 'video/mp4',
            'Content-Length': String(50 * MIB),
          },
        });
        request.on('error', () => resolve());
        request.on('close', () => resolve());
        // Part of the promised body, then the connection goes away.
        request.write(Buffer.concat([head, Buffer.alloc(4 * MIB, 7)]), () =>
          setTimeout(() => request.destroy(), 200),
        );
      });

      // The server notices the disconnect asynchronously: wait (bounded) for its clean-up.
      let after: string[] = [];
      for (let attempt = 0; attempt < 50; attempt++) {
        after = await filesUnder(path.join(stack.stackDir, 'storage', 'videos'));
        if (after.length === before.length) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(after.sort()).toEqual(before.sort());
      expect(await rowCount('videos', name)).toBe(0);

      // The service is still healthy afterwards.
      const retry = await admin.storage
        .from('videos')
        .upload(name, new Blob([new Uint8Array(10)], { type: 'video/mp4' }));
      expect(retry.error).toBeNull();
    },
  );

  it('stops an oversize upload while streaming and leaves no partial file', async () => {
    const multipartName = `oversize/${randomUUID()}.png`;
    const multipart = await admin.storage
      .from('ambassador-photos')
      .upload(multipartName, new Blob([new Uint8Array(6 * MIB)], { type: 'image/png' }));
    expect(multipart.error).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });

    // A chunked body announces no length: the byte count has to stop it.
    const streamedName = `oversize/${randomUUID()}.png`;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ === 6) controller.close();
        else controller.enqueue(new Uint8Array(MIB));
      },
    });
    const streamed = await admin.storage
      .from('ambassador-photos')
      .upload(streamedName, body, { contentType: 'image/png' });
    expect(streamed.error).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });

    const files = await filesUnder(path.join(stack.stackDir, 'storage', 'ambassador-photos'));
    expect(
      files.filter((file) => file.includes('oversize') || path.basename(file).startsWith('.upload-')),
    ).toEqual([]);
    expect(await rowCount('ambassador-photos', multipartName)).toBe(0);
    expect(await rowCount('ambassador-photos', streamedName)).toBe(0);
  });
});

import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { LOCAL_ANON_KEY } from '#supabase/local/keys.ts';

const apiUrl = inject('apiUrl');

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw HTTP GET (fetch would decode the body and hide what travelled on the wire). */
function rawGet(path: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${apiUrl}${path}`,
      { headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}`, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.setTimeout(10_000, () => request.destroy(new Error(`GET ${path} timed out`)));
  });
}

describe('the gateway compresses what shrinks', () => {
  it('sends a REST list gzip-compressed when the client accepts it, and plain otherwise', async () => {
    const path = '/rest/v1/events?select=id,title,description,start_date,end_date,location,topics';
    const plain = await rawGet(path, {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const gzipped = await rawGet(path, { 'Accept-Encoding': 'gzip' });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(gunzipSync(gzipped.body).toString('utf8'))).toEqual(
      JSON.parse(plain.body.toString('utf8')),
    );
  });

  it("keeps PostgREST's row count (Content-Range) on a compressed list", async () => {
    const response = await rawGet(
      '/rest/v1/events?select=id,title,description,start_date,end_date,location,topics',
      {
        'Accept-Encoding': 'gzip',
        Prefer: 'count=exact',
      },
    );
    expect(response.headers['content-encoding']).toBe('gzip');
    const rows = JSON.parse(gunzipSync(response.body).toString('utf8')) as unknown[];
    expect(response.headers['content-range']).toBe(`0-${rows.length - 1}/${rows.length}`);
  });

  it('prefers brotli when offered', async () => {
    const response = await rawGet(
      '/rest/v1/events?select=id,title,description,start_date,end_date,location,topics',
      { 'Accept-Encoding': 'gzip, deflate, br' },
    );
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('leaves a byte range of a stored file untouched', async () => {
    const list = await rawGet('/rest/v1/videos?select=video_url&limit=1', {});
    const [{ video_url: videoUrl }] = JSON.parse(list.body.toString('utf8')) as Array<{ video_url: string }>;
    const path = new URL(videoUrl).pathname;
    const range = await rawGet(path, { 'Accept-Encoding': 'gzip, br', Range: 'bytes=0-2047' });
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body.length).toBe(2048);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  lastPathSegment,
  objectEndpoint,
  pathFromPublicUrl,
  storageErrorMessage,
  uploadWithProgress,
} from '#backoffice/uploads/storage.ts';

describe('public URL helpers', () => {
  const url = 'http://127.0.0.1:54321/storage/v1/object/public/ambassador-photos/ana-paula-1.jpg?v=2';

  it('takes the last path segment (the old photo to remove)', () => {
    expect(lastPathSegment(url)).toBe('ana-paula-1.jpg');
    expect(lastPathSegment(null)).toBeNull();
    expect(lastPathSegment('')).toBeNull();
  });

  it('reads the object path inside its bucket', () => {
    expect(pathFromPublicUrl('ambassador-photos', url)).toBe('ana-paula-1.jpg');
    expect(pathFromPublicUrl('videos', 'http://x/storage/v1/object/public/videos/u1/2.mp4')).toBe('u1/2.mp4');
    expect(pathFromPublicUrl('videos', 'http://x/elsewhere.mp4')).toBeNull();
  });

  it('builds the upload endpoint with encoded segments', () => {
    expect(objectEndpoint('videos', 'u1/my clip.mp4', 'http://api/')).toBe(
      'http://api/storage/v1/object/videos/u1/my%20clip.mp4',
    );
  });

  it('extracts the storage API message', () => {
    expect(
      storageErrorMessage('{"statusCode":"403","message":"new row violates row-level security policy"}', 400),
    ).toBe('new row violates row-level security policy');
    expect(storageErrorMessage('<html>', 502)).toBe('HTTP 502');
  });
});

/** A minimal XMLHttpRequest stand-in that records the request and lets the test drive progress. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
}

describe('uploadWithProgress', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('POSTs the raw file with the token and reports progress until it resolves', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const file = new Blob(['abc'], { type: 'video/mp4' });
    const done = uploadWithProgress({
      bucket: 'videos',
      path: 'u1/1.mp4',
      file,
      contentType: 'video/mp4',
      accessToken: 'token-1',
      onProgress: (value) => progress.push(value),
    });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toMatch(/\/storage\/v1\/object\/videos\/u1\/1\.mp4$/);
    expect(xhr.headers.Authorization).toBe('Bearer token-1');
    expect(xhr.headers['x-upsert']).toBe('false');
    expect(xhr.headers['content-type']).toBe('video/mp4');
    expect(xhr.headers.apikey).toBeTruthy();
    expect(xhr.body).toBe(file);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 } as ProgressEvent);
    xhr.status = 200;
    xhr.onload?.();
    await done;
    expect(progress).toEqual([25, 100]);
  });

  it('rejects with the server message on failure', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const done = uploadWithProgress({
      bucket: 'videos',
      path: 'u1/1.mp4',
      file: new Blob(['x']),
      contentType: 'video/mp4',
      accessToken: 't',
    });
    const xhr = FakeXhr.last!;
    xhr.status = 413;
    xhr.responseText = '{"message":"The object exceeded the maximum allowed size"}';
    xhr.onload?.();
    await expect(done).rejects.toThrow('The object exceeded the maximum allowed size');
  });
});

import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { PagePredicate } from './page-cache-purge.ts';

/**
 * A short-lived in-process cache of rendered pages, as they go on the wire: the body once, plus its
 * brotli and gzip encodings made on first demand. A page stays fresh for `freshMs`; for `staleMs`
 * more it is still served while one request renders it again in the background
 * (stale-while-revalidate), so a burst of visitors renders each page once. Concurrent misses of a key
 * share one render. Content changes drop the pages they touch (purge); a render that was under way
 * when a purge came is sent but not kept, since it may hold what the purge was about.
 *
 * What it keeps is bounded by entries and by bytes (bodies and their encodings, least recently used
 * out first), and pages past their stale time are swept out (`sweep`), so a crawl through every URL
 * of the site does not leave its pages in memory once nobody asks for them.
 */
export type Encoding = 'br' | 'gzip' | 'identity';

export interface StoredPage {
  status: number;
  /** Headers to send as they are (no Set-Cookie, length or encoding: those are the cache's own). */
  headers: Array<[string, string]>;
  body: Buffer;
  /** Weak validator of the body, the same for every encoding of it. */
  etag: string;
}

/** A render's outcome: a page the cache may keep, or one only for the request that asked. */
export type Rendered = { keep: true; page: StoredPage } | { keep: false; page: StoredPage };

export type CacheState = 'hit' | 'stale' | 'miss';

export interface PageCacheOptions {
  freshMs: number;
  staleMs: number;
  /** Bounds on what is kept; the least recently used pages go first. */
  maxEntries?: number;
  /** Bytes of bodies and encodings kept (plus a fixed allowance per page for its headers). */
  maxBytes?: number;
  now?: () => number;
  /** Brotli quality of stored encodings (made once per render, so a little more than streamed pages). */
  brotliQuality?: number;
}

export interface Entry {
  key: string;
  pathname: string;
  page: StoredPage;
  encoded: Map<Exclude<Encoding, 'identity'>, Promise<Buffer>>;
  storedAt: number;
  bytes: number;
}

/** What a kept page costs beyond its bodies: its headers, entry and promises. */
export const ENTRY_OVERHEAD_BYTES = 512;
export const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export function etagOf(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, { epoch: number; pathname: string; done: Promise<Rendered> }>();
  private bytes = 0;
  /** Counts purges: a render started before one is not kept. */
  private epoch = 0;
  private readonly now: () => number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly brotliQuality: number;
  /** Renders run on behalf of the cache (misses and background refreshes), for the benchmark and tests. */
  renders = 0;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? 1000;
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    this.brotliQuality = options.brotliQuality ?? 5;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes kept now, as counted against `maxBytes`. */
  get byteSize(): number {
    return this.bytes;
  }

  /** Drops the pages past their stale time (a request for them would render them again anyway). */
  sweep(): number {
    const oldest = this.now() - this.options.freshMs - this.options.staleMs;
    let dropped = 0;
    for (const [key, entry] of this.entries) {
      if (entry.storedAt <= oldest) {
        this.remove(key);
        dropped++;
      }
    }
    return dropped;
  }

  /**
   * The page for `key`: kept and fresh (hit), kept but stale (served while `render` refreshes it in
   * the background), or rendered now (miss, shared with concurrent requests for the same key).
   */
  async get(
    key: string,
    pathname: string,
    render: () => Promise<Rendered>,
  ): Promise<{ state: CacheState; page: StoredPage; entry: Entry | null }> {
    const entry = this.entries.get(key);
    if (entry) {
      const age = this.now() - entry.storedAt;
      if (age < this.options.freshMs) {
        this.touch(key, entry);
        return { state: 'hit', page: entry.page, entry };
      }
      if (age < this.options.freshMs + this.options.staleMs) {
        this.touch(key, entry);
        if (!this.inFlight.has(key)) {
          // A failed refresh keeps the stale page until it ages out; the next request tries again.
          this.renderShared(key, pathname, render).catch(() => undefined);
        }
        return { state: 'stale', page: entry.page, entry };
      }
      this.remove(key);
    }
    const rendered = await this.renderShared(key, pathname, render);
    return {
      state: 'miss',
      page: rendered.page,
      entry: rendered.keep ? (this.entries.get(key) ?? null) : null,
    };
  }

  /** The page body in `encoding`, compressed once per kept page. */
  encode(page: StoredPage, entry: Entry | null, encoding: Encoding): Promise<Buffer> {
    if (encoding === 'identity') return Promise.resolve(page.body);
    const cached = entry?.encoded.get(encoding);
    if (cached) return cached;
    const encoded =
      encoding === 'br'
        ? brotli(page.body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: this.brotliQuality,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
            },
          })
        : gzip(page.body, { level: 6 });
    if (entry && this.entries.get(entry.key) === entry) {
      entry.encoded.set(encoding, encoded);
      void encoded.then(
        (buffer) => this.account(entry, buffer.length),
        () => entry.encoded.delete(encoding),
      );
    }
    return encoded;
  }

  /** Drops every kept page (and forgets renders under way) whose pathname `stale` matches. */
  purge(stale: PagePredicate): number {
    this.epoch++;
    let dropped = 0;
    for (const [key, entry] of this.entries) {
      if (stale(entry.pathname)) {
        this.remove(key);
        dropped++;
      }
    }
    for (const [key, flight] of this.inFlight) if (stale(flight.pathname)) this.inFlight.delete(key);
    return dropped;
  }

  clear(): void {
    this.purge(() => true);
  }

  private renderShared(key: string, pathname: string, render: () => Promise<Rendered>): Promise<Rendered> {
    const existing = this.inFlight.get(key);
    if (existing) return existing.done;
    const epoch = this.epoch;
    this.renders++;
    const done = render().then(
      (rendered) => {
        if (this.inFlight.get(key)?.done === done) this.inFlight.delete(key);
        if (rendered.keep && this.epoch === epoch) this.store(key, pathname, rendered.page);
        return rendered;
      },
      (error: unknown) => {
        if (this.inFlight.get(key)?.done === done) this.inFlight.delete(key);
        throw error;
      },
    );
    this.inFlight.set(key, { epoch, pathname, done });
    return done;
  }

  private store(key: string, pathname: string, page: StoredPage): void {
    this.remove(key);
    // A page larger than the whole budget would push every other page out, then itself.
    if (page.body.length + ENTRY_OVERHEAD_BYTES > this.maxBytes) return;
    const entry: Entry = { key, pathname, page, encoded: new Map(), storedAt: this.now(), bytes: 0 };
    this.entries.set(key, entry);
    this.account(entry, page.body.length + ENTRY_OVERHEAD_BYTES);
  }

  private account(entry: Entry, bytes: number): void {
    if (this.entries.get(entry.key) !== entry) return;
    entry.bytes += bytes;
    this.bytes += bytes;
    // Oldest first (Map keeps insertion order; touch() moves a used page to the end).
    for (const [key] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(key);
    }
  }

  private touch(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

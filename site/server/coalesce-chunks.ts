import { Transform } from 'node:stream';

/**
 * React writes a rendered page as many small chunks (a few hundred bytes to 2 KB each), all in one
 * go. Every chunk then crossed each stage after it on its own: the hydration rewrite, the web stream
 * of the Response, the brotli stream (one compression call per chunk) and the socket. This gathers
 * what arrives in the same turn of the event loop into one chunk, sent on the next turn: a page is a
 * handful of chunks, and a part that streams later (a suspended section) still leaves when React
 * writes it.
 */
export function coalesceChunks(): Transform {
  let pending: Buffer[] = [];
  let scheduled: NodeJS.Immediate | undefined;
  const send = (stream: Transform) => {
    scheduled = undefined;
    if (pending.length === 0) return;
    const chunk = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = [];
    stream.push(chunk);
  };
  return new Transform({
    transform(chunk: Buffer | string, encoding, callback) {
      pending.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk);
      scheduled ??= setImmediate(() => send(this));
      callback();
    },
    flush(callback) {
      if (scheduled) clearImmediate(scheduled);
      send(this);
      callback();
    },
    destroy(error, callback) {
      if (scheduled) clearImmediate(scheduled);
      pending = [];
      callback(error);
    },
  });
}

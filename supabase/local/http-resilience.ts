import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyServerOptions, onSendHookHandler } from 'fastify';

/**
 * What keeps a public server up whatever its clients do: bounded time to send headers and a request,
 * idle sockets closed, and every response stream's errors handled (a client that hangs up mid-page is
 * the normal case on phones, never a reason for the process to end).
 */

/** Time limits for every public-facing server (site, gateway, development server). */
export const CONNECTION_LIMITS = {
  /** A client that trickles its headers (slow-loris) is cut after this. */
  headersTimeoutMs: 20_000,
  /**
   * The whole request, body included. Generous: a video at the storage limit (600 MB) over a slow
   * uplink must fit. Overridable with ELO_REQUEST_TIMEOUT_MS.
   */
  requestTimeoutMs: 30 * 60_000,
  /** A socket with no traffic either way (an idle client, a reader that stopped reading). */
  idleTimeoutMs: 60_000,
  /** Above a reverse proxy's own upstream keep-alive (nginx: 60 s), so the proxy closes first. */
  keepAliveTimeoutMs: 72_000,
} as const;

function requestTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = Number(env.ELO_REQUEST_TIMEOUT_MS);
  return Number.isFinite(raw) && raw > 0 ? raw : CONNECTION_LIMITS.requestTimeoutMs;
}

/** Fastify options carrying the limits above (the header limit is set on its server: see below). */
export function connectionLimitOptions(): Pick<
  FastifyServerOptions,
  'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'
> {
  return {
    connectionTimeout: CONNECTION_LIMITS.idleTimeoutMs,
    keepAliveTimeout: CONNECTION_LIMITS.keepAliveTimeoutMs,
    requestTimeout: requestTimeoutMs(),
  };
}

/** The time a client has to send its headers (Node checks it every 30 s). */
export function limitHeaderTime(server: Server): void {
  server.headersTimeout = CONNECTION_LIMITS.headersTimeoutMs;
}

/** The same limits on a plain node:http server (the development server). */
export function applyConnectionLimits(server: Server): void {
  limitHeaderTime(server);
  server.requestTimeout = requestTimeoutMs();
  server.keepAliveTimeout = CONNECTION_LIMITS.keepAliveTimeoutMs;
  server.setTimeout(CONNECTION_LIMITS.idleTimeoutMs, (socket: Socket) => socket.destroy());
  // A malformed request or a reset socket: answer 400 when still possible, never throw.
  server.on('clientError', (_err, socket: Socket) => {
    if (socket.writable && !socket.destroyed) {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    } else {
      socket.destroy();
    }
  });
}

/** A client that went away: expected, not a fault of the server. */
export function isClientGone(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return (
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    code === 'ECONNRESET' ||
    code === 'EPIPE' ||
    code === 'ERR_STREAM_DESTROYED' ||
    code === 'ABORT_ERR' ||
    (err as Error | undefined)?.name === 'AbortError' ||
    (err as Error | undefined)?.message === 'premature close'
  );
}

interface StreamLike {
  on(event: 'error', listener: (err: Error) => void): unknown;
}

function isStreamLike(payload: unknown): payload is StreamLike {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as { pipe?: unknown }).pipe === 'function' &&
    typeof (payload as { on?: unknown }).on === 'function'
  );
}

/**
 * Every streamed response body gets an error listener, as the last step before it is written out.
 * The compressor wraps a streamed page in its own transform; when the client hangs up, that transform
 * is destroyed with ERR_STREAM_PREMATURE_CLOSE after the compressor's pipeline has let go of it, and
 * an 'error' event nobody listens to ends the process. One line is logged (a hang-up at debug level,
 * anything else as a warning) and the server goes on.
 *
 * Call before any route is added: it appends itself to each route's onSend hooks, after the
 * compressor's (which is registered the same way, and so must be registered first).
 */
export function guardStreamErrors(app: FastifyInstance): void {
  const guard: onSendHookHandler = (request, _reply, payload, done) => {
    if (isStreamLike(payload)) {
      payload.on('error', (err) => {
        const line = `${request.method} ${request.url.split('?')[0]}: response stream ended early (${(err as NodeJS.ErrnoException).code ?? err.message})`;
        if (isClientGone(err)) request.log.debug(line);
        else request.log.warn(line);
      });
    }
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    const hooks = route.onSend;
    route.onSend = Array.isArray(hooks) ? [...hooks, guard] : hooks ? [hooks, guard] : [guard];
  });
}

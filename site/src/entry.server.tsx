import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { coalesceChunks } from '../server/coalesce-chunks.ts';
import { deferredHydration } from '../server/deferred-hydration.ts';
import { holdsFailedRead } from '../server/failed-reads.ts';
import {
  createCspNonce,
  providerOriginsFromEnv,
  siteContentSecurityPolicy,
} from '../server/security-headers.ts';
import { serverSupabaseConfig } from './lib/runtime-config.server.ts';
import { NonceContext } from './lib/nonce.ts';

export const streamTimeout = 5_000;

/**
 * React Router's Node rendering (crawlers get the whole page at once, people get it streamed), with
 * one change: the hydration scripts start once the page has painted (see site/server/deferred-hydration.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // A fresh nonce per page: the policy lets run only the scripts this render wrote.
  const nonce = createCspNonce();
  responseHeaders.set(
    'Content-Security-Policy',
    siteContentSecurityPolicy(nonce, {
      supabaseUrl: serverSupabaseConfig().url,
      publicUrl: process.env.SITE_URL,
      providerOrigins: providerOriginsFromEnv(),
      dev: import.meta.env.DEV,
    }),
  );
  // A page showing a section's error message is never kept by a cache, ours or a proxy's: the next
  // visitor gets the content once the backend answers again.
  if (holdsFailedRead(routerContext.staticHandlerContext.loaderData)) {
    responseHeaders.set('Cache-Control', 'no-store');
  }
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let visitorLeft = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Abort after streamTimeout, with time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // Every finished part of the page goes out in place. React otherwise sends a large finished
        // Suspense boundary after what follows it and puts it in place with a script, and pages must read
        // whole without script (a boundary keeps a home section's server HTML until it hydrates).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const html = body.pipe(coalesceChunks()).pipe(deferredHydration());
          // A visitor who leaves mid-page cancels the stream with an error: with no listener it would
          // end the process. The render stops instead.
          html.on('error', (error: NodeJS.ErrnoException) => {
            visitorLeft = true;
            abort();
            if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') console.error(error);
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(html), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors while rendering the shell are logged by React Router; these came after it.
          if (shellRendered && !visitorLeft) console.error(error);
        },
      },
    );
  });
}

import { redirect } from 'react-router';
import { readVideoPoster } from '../data/reads/videos.server.ts';
import { serverFetch, serverSupabaseConfig } from '../lib/runtime-config.server.ts';
import type { Route } from './+types/video-poster';

/** Posters change only with a new upload (a new address, so a new `v`): a day of cache is safe. */
const POSTER_CACHE = 'public, max-age=86400';

/**
 * /media/video-poster/{id}: the home video's poster, served from the site's own origin. It is the
 * largest thing on a phone's first screen, and fetching it over the connection the page already
 * has saves a new connection to the storage origin before it can paint.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const poster = await readVideoPoster(params.id);
  if (poster.failed) throw new Response('Indisponível no momento.', { status: 503 });
  if (!poster.data) throw new Response('Não encontrado.', { status: 404 });
  // Only the project's own public files are relayed; a poster set to another address is sent there.
  if (!isPublicStorageFile(poster.data, serverSupabaseConfig().url)) throw redirect(poster.data, 302);
  const upstream = await serverFetch(poster.data, { signal: AbortSignal.timeout(5000) }).catch(() => null);
  const type = upstream?.headers.get('Content-Type') ?? '';
  if (!upstream?.ok || !upstream.body || !type.startsWith('image/')) {
    await upstream?.body?.cancel();
    throw new Response('Imagem indisponível no momento.', { status: 502 });
  }
  const headers = new Headers({ 'Content-Type': type, 'Cache-Control': POSTER_CACHE });
  const length = upstream.headers.get('Content-Length');
  if (length) headers.set('Content-Length', length);
  return new Response(upstream.body, { headers });
}

/** True for a public Storage object of the project the site reads (same origin as its API). */
export function isPublicStorageFile(address: string, apiUrl: string): boolean {
  try {
    const url = new URL(address);
    return url.origin === new URL(apiUrl).origin && url.pathname.startsWith('/storage/v1/object/public/');
  } catch {
    return false;
  }
}

import { renderShareCard } from '../../server/og-image.ts';
import { readEvent } from '../data/reads/events.server.ts';
import { readLandingPage } from '../data/reads/landingPages.server.ts';
import { readPostForCard } from '../data/reads/posts.server.ts';
import type { Route } from './+types/og-image';

const CARD_HEADERS = { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' };

/**
 * /og/{blog|news|events|lp}/{slug or id}.png: the branded 1200×630 share card of a published item
 * (pages whose cover or og_image is set point at that image instead).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const key = params.file.replace(/\.png$/, '');
  const card = await cardFor(params.kind, key);
  if (card === 'failed') throw new Response('Indisponível no momento.', { status: 503 });
  if (!card) throw new Response('Não encontrado.', { status: 404 });
  return new Response(new Uint8Array(await renderShareCard(card)), { headers: CARD_HEADERS });
}

async function cardFor(kind: string, key: string) {
  if (kind === 'blog' || kind === 'news') {
    const post = await readPostForCard(kind, key);
    if (post.failed) return 'failed';
    return post.data
      ? {
          title: post.data.title,
          kicker: kind === 'blog' ? 'Blog' : 'Notícias',
          date: post.data.published_at ?? undefined,
        }
      : null;
  }
  if (kind === 'events') {
    const event = await readEvent(key);
    if (event.failed) return 'failed';
    return event.data ? { title: event.data.title, kicker: 'Evento', date: event.data.start_date } : null;
  }
  if (kind === 'lp') {
    const page = await readLandingPage(key);
    if (page.failed) return 'failed';
    return page.data
      ? { title: page.data.og_title || page.data.title || '', date: page.data.published_at ?? undefined }
      : null;
  }
  return null;
}

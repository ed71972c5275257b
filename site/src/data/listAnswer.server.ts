import { data } from 'react-router';
import type { Read } from './types.ts';
import type { Paged } from './reads/read.server.ts';

/**
 * A public list's loader answer. A failed read still renders the page with the spec's message but
 * answers 503, so crawlers and caches never keep the error as the page's content.
 */
export function listAnswer<T>(read: Read<T>) {
  return data(read, { status: read.failed ? 503 : 200 });
}

/** The same for a paged list, where a page past the last one is not found (404, no soft 404). */
export function pagedListAnswer<T>(read: Read<Paged<T>>) {
  if (read.data && read.data.page > read.data.pageCount) throw data(null, { status: 404 });
  return listAnswer(read);
}

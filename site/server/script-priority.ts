import { Transform } from 'node:stream';

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Marks the page's module preloads low priority as the HTML streams out. The server HTML already
 * holds the content, so the scripts that hydrate it should not compete with the page's CSS and its
 * first image on a slow connection. React Router's <Scripts> offers no attribute for this.
 */
export function lowPriorityModulePreloads(): Transform {
  // A tag may be split between two chunks: the end of each chunk that could start one is held back.
  let carry = '';
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = carry + chunk.toString();
      const keep = partialPrefixLength(text);
      carry = text.slice(text.length - keep);
      callback(null, rewrite(text.slice(0, text.length - keep)));
    },
    flush(callback) {
      callback(null, rewrite(carry));
    },
  });
}

function rewrite(html: string): string {
  return html.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);
}

/** How many characters at the end of `text` begin the preload tag without completing it. */
function partialPrefixLength(text: string): number {
  for (let length = Math.min(PRELOAD.length - 1, text.length); length > 0; length--) {
    if (PRELOAD.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}

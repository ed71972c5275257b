import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/**
 * The prefix that makes a hydration tag inert: browsers ignore a link of an unknown `rel` and never
 * run a script of an unknown `type`.
 */
const INERT = 'deferred-';
const PRELOAD_REL = ' rel="modulepreload"';
const MODULE_TYPE = ' type="module"';

/** The longest the scripts wait for the page's main image (see START_EVENT). */
export const MAIN_IMAGE_WAIT_MS = 3000;

/**
 * When the hydration scripts start: once the page has painted, and once the image the page asks for
 * with high priority (the home's video poster, its largest paint) has loaded, or failed, or
 * MAIN_IMAGE_WAIT_MS have passed. Started earlier, the scripts' downloads shared a slow connection with
 * that image and pushed the page's largest paint back.
 */
const START_EVENT =
  "document.addEventListener('DOMContentLoaded',function(){" +
  `var image=document.querySelector('img[fetchpriority="high"]'),begin=function(){if(begin){begin=null;` +
  'requestAnimationFrame(function(){requestAnimationFrame(start)})}};' +
  "if(!image||image.complete)return begin();image.addEventListener('load',begin);" +
  `image.addEventListener('error',begin);setTimeout(begin,${MAIN_IMAGE_WAIT_MS})})`;

/**
 * Puts the inert tags back as live ones, in document order: each module preload fetches its file and
 * React Router's module bootstrap runs (with its imports). The DOM ends as React Router rendered it,
 * so hydration finds what it expects. The script removes itself at once for the same reason.
 * One tag per task: starting a request can take several milliseconds on a busy phone, and eight of
 * them in one frame callback made a long task just as the page became usable. After a script with a
 * source (the back-office's sign-in page sends its chunks so), the next tag waits until it has run.
 */
export const START_HYDRATION_SCRIPT =
  '(function(){document.currentScript.remove();' +
  'function start(){' +
  `var inert=[].slice.call(document.querySelectorAll('link[rel="${INERT}modulepreload"],script[type="${INERT}module"]'));` +
  '(function next(){var tag=inert.shift();if(!tag)return;' +
  'var live=document.createElement(tag.localName);' +
  'for(var i=0;i<tag.attributes.length;i++){var a=tag.attributes[i];' +
  `live.setAttribute(a.name,a.name==='rel'||a.name==='type'?a.value.slice(${INERT.length}):a.value)}` +
  'live.nonce=tag.nonce;live.textContent=tag.textContent;tag.replaceWith(live);' +
  // A script with a source runs before the next tag goes live: each file then runs in a task of its own.
  'if(live.src)live.onload=live.onerror=function(){setTimeout(next)};else setTimeout(next)})()}' +
  `${START_EVENT}})();`;

/** A module preload sent inert: START_HYDRATION_SCRIPT makes it live, fetched at low priority. */
export const inertModulePreload = (tag: string): string =>
  tag.replace(PRELOAD_REL, ` rel="${INERT}modulepreload" fetchpriority="low"`);

/** A module script sent inert: START_HYDRATION_SCRIPT makes it live. */
export const inertModuleScript = (tag: string): string => tag.replace(MODULE_TYPE, ` type="${INERT}module"`);

/** The tags that can change; any other tag passes as it is. */
const TAG_NAMES = ['link', 'script'] as const;
const TAG = /<(?:link|script)\b[^>]*>/g;

/**
 * Holds the page's hydration scripts back until it has painted, as the HTML streams out: React
 * Router's module preloads and its inline module bootstrap are sent inert, and a small script put
 * before the bootstrap makes them live again (see START_HYDRATION_SCRIPT). The server HTML already
 * holds the content, so on a slow connection the CSS and the first image get the bandwidth first;
 * the page reacts to input once hydrated, as before. React Router's <Scripts> offers no option for
 * this; the tags are recognised by their attributes, the scripts' text is left as it is.
 */
export function deferredHydration(): Transform {
  const decoder = new StringDecoder('utf8');
  // A tag may be split between two chunks: the end of each chunk that could start one is held back.
  let carry = '';
  let startScriptSent = false;

  const rewriteTag = (tag: string): string => {
    if (tag.startsWith('<link') && tag.includes(PRELOAD_REL)) return inertModulePreload(tag);
    if (tag.startsWith('<script') && tag.includes(MODULE_TYPE) && !/\ssrc=/.test(tag)) {
      const inert = inertModuleScript(tag);
      if (startScriptSent) return inert;
      startScriptSent = true;
      // Scripts of a page that sets a nonce (Content-Security-Policy) carry it; so must this one.
      const nonce = / nonce="[^"]*"/.exec(tag)?.[0] ?? '';
      return `<script${nonce}>${START_HYDRATION_SCRIPT}</script>${inert}`;
    }
    return tag;
  };
  const rewrite = (html: string) => html.replace(TAG, rewriteTag);

  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = carry + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
      const keep = partialTagLength(text);
      carry = text.slice(text.length - keep);
      callback(null, rewrite(text.slice(0, text.length - keep)));
    },
    flush(callback) {
      callback(null, rewrite(carry + decoder.end()));
    },
  });
}

/** How many characters at the end of `text` open a link or script tag without closing it. */
function partialTagLength(text: string): number {
  const start = text.lastIndexOf('<');
  if (start === -1 || text.includes('>', start)) return 0;
  const tail = text.slice(start);
  const opensTag = TAG_NAMES.some((name) => {
    const open = `<${name}`;
    return open.startsWith(tail) || tail.startsWith(open);
  });
  return opensTag ? tail.length : 0;
}

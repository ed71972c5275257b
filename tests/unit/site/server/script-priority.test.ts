// @vitest-environment node
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from '../../../../site/server/script-priority.ts';

const HTML =
  '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/entry.js"/>' +
  '<link rel="modulepreload" href="/assets/shell.js"/></head><body><p>rel="modulepreload"</p></body>';

/** Streams `html` cut into pieces of `size` characters through the transform. */
function streamed(html: string, size: number): Promise<string> {
  const pieces: string[] = [];
  for (let start = 0; start < html.length; start += size) pieces.push(html.slice(start, start + size));
  return text(Readable.from(pieces.map((piece) => Buffer.from(piece))).pipe(lowPriorityModulePreloads()));
}

describe('low-priority module preloads', () => {
  it('marks every module preload low priority and leaves the rest of the page as it was', async () => {
    const out = await streamed(HTML, HTML.length);
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(out).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(out).toContain('<p>rel="modulepreload"</p>');
    expect(out.replaceAll(' fetchpriority="low"', '')).toBe(HTML);
  });

  it('finds a tag split between chunks, at any cut', async () => {
    for (const size of [1, 2, 3, 7, 11, 25, 26, 40]) {
      const out = await streamed(HTML, size);
      expect(out.match(/fetchpriority="low"/g), `chunks of ${size}`).toHaveLength(2);
      expect(out.replaceAll(' fetchpriority="low"', '')).toBe(HTML);
    }
  });
});

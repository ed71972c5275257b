// @vitest-environment jsdom
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { renderMarkdown, renderMarkdownWith } from '#shared/markdown.ts';

/** What the rich-text editor writes for an uploaded image (public storage URL, alt text). */
const EDITOR_HTML =
  '<p>Antes</p><p><img src="http://127.0.0.1:16321/storage/v1/object/public/post-covers/u1/conteudo/1-palco.png" alt="Palco do evento"></p>' +
  '<p><img src="https://projeto.supabase.co/storage/v1/object/public/post-covers/u1/conteudo/2-foto.jpg" alt="Plateia"></p>';

describe('images inside post content', () => {
  it('keep their storage address and alt text in the browser and on the server alike', () => {
    const serverPurifier = createDOMPurify(new JSDOM('').window);
    for (const html of [renderMarkdown(EDITOR_HTML), renderMarkdownWith(serverPurifier, EDITOR_HTML)]) {
      const root = new JSDOM(html).window.document;
      const images = [...root.querySelectorAll('img')].map((img) => [img.getAttribute('src'), img.alt]);
      expect(images).toEqual([
        [
          'http://127.0.0.1:16321/storage/v1/object/public/post-covers/u1/conteudo/1-palco.png',
          'Palco do evento',
        ],
        [
          'https://projeto.supabase.co/storage/v1/object/public/post-covers/u1/conteudo/2-foto.jpg',
          'Plateia',
        ],
      ]);
    }
  });

  it('drop script addresses on images', () => {
    const html = renderMarkdown('<img src="javascript:alert(1)" alt="x">');
    expect(html).not.toContain('javascript:');
  });
});

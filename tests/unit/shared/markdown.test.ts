// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { landingContentText, renderMarkdown } from '#shared/markdown.ts';

function dom(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('renderMarkdown', () => {
  it('renders headings, paragraphs and emphasis', () => {
    const html = renderMarkdown('# Título\n\n## Seção\n\n### Sub\n\nUm **parágrafo**.\n\nOutro parágrafo.');
    const root = dom(html);
    expect(root.querySelector('h1')?.textContent).toBe('Título');
    expect(root.querySelector('h2')?.textContent).toBe('Seção');
    expect(root.querySelector('h3')?.textContent).toBe('Sub');
    expect(root.querySelectorAll('p')).toHaveLength(2);
    expect(root.querySelector('strong')?.textContent).toBe('parágrafo');
  });

  const payloads = [
    '<script>alert(1)</script>',
    '<img src=x onerror="alert(1)">',
    '[clique](javascript:alert(1))',
    '<a href="javascript:alert(1)">link</a>',
    '<svg onload="alert(1)"><circle /></svg>',
    '<iframe src="https://evil.example"></iframe>',
    '<div onclick="alert(1)" onmouseover="alert(2)">x</div>',
    '<a href=" jav&#x09;ascript:alert(1)">tab</a>',
    '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==" onload="alert(1)">',
    '<form action="https://evil.example"><input name="senha"><button>ok</button></form>',
    '<object data="evil.swf"></object><embed src="evil.swf">',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  ];

  it.each(payloads)('neutralises %s', (payload) => {
    const html = renderMarkdown(`Texto antes\n\n${payload}\n\nTexto depois`);
    const root = dom(html);
    expect(root.querySelector('script, iframe, object, embed, form, input, style')).toBeNull();
    for (const element of root.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith('on')).toBe(false);
        expect(attribute.value.replace(/\s/g, '').toLowerCase()).not.toContain('javascript:');
      }
    }
    expect(html).not.toMatch(/<script/i);
    expect(root.textContent).toContain('Texto depois');
  });

  it('keeps safe links and images', () => {
    const root = dom(renderMarkdown('[Elo CX](https://elocx.com.br) ![foto](https://cdn.example/foto.jpg)'));
    expect(root.querySelector('a')?.getAttribute('href')).toBe('https://elocx.com.br');
    expect(root.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/foto.jpg');
  });

  it('renders nothing for empty content', () => {
    expect(renderMarkdown(null)).toBe('');
    expect(renderMarkdown('')).toBe('');
  });
});

describe('landingContentText', () => {
  it('reads text, JSON text and objects with a text field', () => {
    expect(landingContentText('# Oi')).toBe('# Oi');
    expect(landingContentText('{"text":"# Oi"}')).toBe('# Oi');
    expect(landingContentText({ text: 'Olá' })).toBe('Olá');
    expect(landingContentText(null)).toBe('');
    expect(landingContentText('{não é json')).toBe('{não é json');
  });
});

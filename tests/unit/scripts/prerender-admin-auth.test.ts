import { describe, expect, it } from 'vitest';
import { pageWithForm } from '../../../scripts/prerender-admin-auth.ts';

const INDEX = '<html><head><title>Elo CX</title></head><body><div id="root"></div></body></html>';

describe('the pre-rendered sign-in page', () => {
  it('puts the form in the root and its style tags in the head, in their order', () => {
    const body =
      '<style data-emotion="css a1">.css-a1{color:red}</style><div class="css-a1">' +
      '<style data-emotion="css b2">.css-b2{margin:0}</style><h1 class="css-b2">Painel administrativo</h1></div>';
    const page = pageWithForm(INDEX, body);
    const head = page.slice(0, page.indexOf('</head>'));
    const root = page.slice(page.indexOf('<div id="root">'));
    expect(head).toContain(
      '<style data-emotion="css a1">.css-a1{color:red}</style><style data-emotion="css b2">.css-b2{margin:0}</style>',
    );
    expect(root).not.toContain('<style');
    expect(root).toContain('<div class="css-a1"><h1 class="css-b2">Painel administrativo</h1></div>');
  });

  it('refuses an index page without the root element', () => {
    expect(() => pageWithForm('<html><body></body></html>', '<p>x</p>')).toThrow(/missing/);
  });
});

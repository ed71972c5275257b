import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { landingContentText, renderMarkdownWith } from '#shared/markdown.ts';

/**
 * Markdown/HTML content rendered and sanitised on the server, so the page arrives with its article
 * body and the browser never downloads the Markdown parser or the sanitiser.
 */
let purifier: ReturnType<typeof createDOMPurify> | null = null;

function serverPurifier() {
  purifier ??= createDOMPurify(new JSDOM('').window);
  return purifier;
}

export function renderMarkdownOnServer(content: string | null | undefined): string {
  return renderMarkdownWith(serverPurifier(), content);
}

export function renderLandingContentOnServer(content: unknown): string {
  return renderMarkdownOnServer(landingContentText(content));
}

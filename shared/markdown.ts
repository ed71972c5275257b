import DOMPurify from 'dompurify';
import { marked } from 'marked';

/**
 * Markdown or HTML content → sanitised HTML, safe to put in the DOM. Posts and landing pages may hold
 * either (the back-office offers both); DOMPurify removes scripts, event handlers and javascript: URLs.
 */
export function renderMarkdown(content: string | null | undefined): string {
  return renderMarkdownWith(DOMPurify, content);
}

/** The same rendering with a given DOMPurify instance (on the server, one bound to a jsdom window). */
export function renderMarkdownWith(
  purifier: Pick<typeof DOMPurify, 'sanitize'>,
  content: string | null | undefined,
): string {
  const source = content ?? '';
  const html = marked.parse(source, { async: false, gfm: true, breaks: false });
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target', 'rel'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
  });
}

/** Landing-page content is text, or an object with a text field (older rows). */
export function landingContentText(content: unknown): string {
  if (typeof content === 'string') {
    const trimmed = content.trim();
    if (trimmed.startsWith('{')) {
      try {
        const parsed = JSON.parse(trimmed) as { text?: unknown };
        if (typeof parsed.text === 'string') return parsed.text;
      } catch {
        return content;
      }
    }
    return content;
  }
  if (content && typeof content === 'object' && typeof (content as { text?: unknown }).text === 'string') {
    return (content as { text: string }).text;
  }
  return '';
}

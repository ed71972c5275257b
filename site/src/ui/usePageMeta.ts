import { BRAND } from '../../../shared/brand';
import { useEffect } from 'react';

export interface PageMeta {
  title: string;
  description: string;
  image?: string | null;
  type?: 'website' | 'article';
}

const DEFAULT_DESCRIPTION = `${BRAND.name}: a ${BRAND.tagline} do Brasil.`;

function setMeta(attribute: 'name' | 'property', key: string, content: string | null | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** Per-route <title>, description and Open Graph tags. */
export function usePageMeta({ title, description, image, type = 'website' }: PageMeta): void {
  useEffect(() => {
    const fullTitle = title.includes(BRAND.name) ? title : `${title} | ${BRAND.name}`;
    const text = description || DEFAULT_DESCRIPTION;
    document.title = fullTitle;
    setMeta('name', 'description', text);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', text);
    setMeta('property', 'og:type', type);
    setMeta('property', 'og:url', window.location.href);
    setMeta('property', 'og:site_name', BRAND.name);
    setMeta('property', 'og:locale', 'pt_BR');
    setMeta('property', 'og:image', image ? new URL(image, window.location.origin).href : null);
  }, [title, description, image, type]);
}

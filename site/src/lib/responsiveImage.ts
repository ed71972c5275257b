/**
 * Images stored in Supabase Storage are sent at the size they are shown, through Storage's image
 * transformations (render/image: resized, and AVIF/WebP when the browser takes them). Any other address
 * (a course provider's picture, say) is left as it is.
 */
const PUBLIC_OBJECT = /\/storage\/v1\/object\/public\//;

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** The public render address of a stored image at `width`×`height` (cropped to fill). */
export function renderedImageUrl(src: string, width: number, height: number): string | null {
  if (!PUBLIC_OBJECT.test(src)) return null;
  const url = new URL(
    src.replace(PUBLIC_OBJECT, '/storage/v1/render/image/public/'),
    'http://relative.invalid',
  );
  url.searchParams.set('width', String(width));
  url.searchParams.set('height', String(height));
  url.searchParams.set('resize', 'cover');
  return url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}` : url.toString();
}

/**
 * srcset over `widths` at the image's aspect ratio, with `sizes` telling the browser how wide it is
 * shown; the largest width is the fallback src.
 */
export function responsiveImage(
  src: string,
  { aspect, widths, sizes }: { aspect: number; widths: readonly number[]; sizes: string },
): ResponsiveImage {
  const candidates = widths.map((width) => ({
    width,
    url: renderedImageUrl(src, width, Math.round(width / aspect)),
  }));
  if (candidates.some((candidate) => candidate.url === null)) return { src };
  return {
    src: candidates.at(-1)!.url!,
    srcSet: candidates.map(({ width, url }) => `${url} ${width}w`).join(', '),
    sizes,
  };
}

/** A fixed-size square picture (avatars): 1x and 2x renditions. */
export function fixedSizeImage(src: string, size: number): ResponsiveImage {
  const one = renderedImageUrl(src, size, size);
  const two = renderedImageUrl(src, size * 2, size * 2);
  if (!one || !two) return { src };
  return { src: one, srcSet: `${one} 1x, ${two} 2x` };
}

/** Card images in the three-column grid (16:9): one column on phones, two from 640 px, three from 1024 px. */
export const CARD_IMAGE = {
  aspect: 16 / 9,
  widths: [320, 480, 640, 960],
  sizes: '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw',
} as const;

/** Course cards in the four-column grid (16:9). */
export const COURSE_IMAGE = {
  aspect: 16 / 9,
  widths: [320, 480, 640],
  sizes: '(min-width: 1024px) 280px, (min-width: 640px) 50vw, 100vw',
} as const;

/** An article's cover (1200×630) across the narrow column (820 px less its padding). */
export const ARTICLE_COVER = {
  aspect: 1200 / 630,
  widths: [480, 780, 1200, 1560],
  sizes: '(min-width: 820px) 780px, 100vw',
} as const;

import { renderedImageUrl, type ResponsiveImage } from '#shared/storageImage.ts';

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

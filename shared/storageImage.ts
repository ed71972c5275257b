/**
 * Stored images sent at the size they are shown, through Storage's image transformations
 * (render/image: resized, and AVIF/WebP when the browser takes them). Any other address (a course
 * provider's or LinkedIn's picture, say) is left as it is. Both apps use it: the site for cards and
 * avatars, the back-office for its thumbnails and previews.
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

/** A fixed-size picture (avatars, thumbnails): 1x and 2x renditions; square unless a height is given. */
export function fixedSizeImage(src: string, width: number, height = width): ResponsiveImage {
  const one = renderedImageUrl(src, width, height);
  const two = renderedImageUrl(src, width * 2, height * 2);
  if (!one || !two) return { src };
  return { src: one, srcSet: `${one} 1x, ${two} 2x` };
}

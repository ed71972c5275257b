/**
 * Whether a page's loader data holds a read that failed (`Read<T>` with `failed: true`, see
 * site/src/data/types.ts): the page then shows that section's error message instead of its content.
 * Such a page is right for this moment only, so it must not be kept by the site's page cache, a proxy
 * or a CDN. Loader data is small and shallow (route → loader answer → section → read), hence the depth.
 */
export function holdsFailedRead(value: unknown, depth = 4): boolean {
  if (depth < 0 || value === null || typeof value !== 'object') return false;
  if ((value as { failed?: unknown }).failed === true) return true;
  return Object.values(value).some((inner) => holdsFailedRead(inner, depth - 1));
}

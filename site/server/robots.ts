/** Private areas crawlers should leave alone: the back-office, its sign-in and the member area. */
const DISALLOWED_PATHS = ['/admin', '/admin-auth', '/member'] as const;

/** robots.txt: everything public may be crawled; names the sitemap at `siteUrl`. */
export function buildRobots(siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

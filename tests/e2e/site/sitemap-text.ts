import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Every child sitemap the index at /sitemap.xml names, fetched as a crawler would and joined: what the
 * whole sitemap lists.
 */
export async function sitemapText(request: APIRequestContext): Promise<string> {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toMatch(/xml/);
  const xml = await index.text();
  expect(xml).toContain('<sitemapindex');
  const files = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(files.length).toBeGreaterThan(0);
  const parts = await Promise.all(
    files.map(async (file) => {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['content-type'], file).toMatch(/xml/);
      return response.text();
    }),
  );
  return parts.join('\n');
}

import { expect, test } from '../test.ts';

test('a news link of the RSS feed lands on its item on /news', async ({ page, request }) => {
  const feed = await (await request.get('/news/rss.xml')).text();
  const link = /<item>[\s\S]*?<link>([^<]+)<\/link>/.exec(feed)?.[1];
  expect(link).toMatch(/\/news#[a-z0-9-]+$/);
  const target = new URL(link!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${target.pathname}${target.hash}`);
  const item = page.locator(`article[id="${decodeURIComponent(target.hash.slice(1))}"]`);
  await expect(item).toHaveCount(1);
  await expect(item).toBeInViewport();
  // Not hidden under the sticky header.
  const header = await page.locator('.site-header').boundingBox();
  const box = await item.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.height - 1);
});

test('the footer keeps the server year when the visitor is already in the next one', async ({ page }) => {
  const serverYear = new Date().getFullYear();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(message.text());
    }
  });
  // The visitor's clock has just passed New Year; the server's has not.
  await page.clock.install({ time: new Date(serverYear + 1, 0, 1, 0, 0, 5) });
  await page.goto('/events');
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.evaluate(() => '__reactRouterRouteModules' in window)).toBe(true);
  await expect(page.locator('.site-footer')).toContainText(`© ${serverYear}`);
  expect(problems).toEqual([]);
});

import { expect, test } from '../test.ts';

/** Server-rendered pages that hydrate: no error in the console and nothing moving once painted. */
const ROUTES = [
  '/',
  '/events',
  '/courses',
  '/blog',
  '/blog/mapeando-a-jornada-do-cliente',
  '/news',
  '/jobs',
  '/lp/imersao-elo-cx-2026',
  '/newsletter',
  '/caminho/que-nao-existe',
];

test('pages hydrate without console errors or layout shift', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    // A missing remote image is the network's business, not the page's.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`${page.url()}: ${message.text()}`);
    }
  });
  for (const path of ROUTES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Hydration done: the router's client state exists.
    await expect.poll(() => page.evaluate(() => '__reactRouterRouteModules' in window)).toBe(true);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<
              PerformanceEntry & { value: number; hadRecentInput: boolean }
            >) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift, `layout shift on ${path}`).toBeLessThan(0.02);
  }
  expect(problems).toEqual([]);
});

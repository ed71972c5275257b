import { type Browser } from '@playwright/test';
import { expect, test } from '../test.ts';
import { EVENT_IDS } from '../../helpers/seed-ids.ts';

/**
 * Event times are Brasília time for every visitor: a browser in another zone hydrates the server's
 * HTML without a mismatch and shows exactly what the server wrote.
 */
const PAGES = ['/', '/events', `/events/${EVENT_IDS.upcomingRio}`];

/** The text of <main> as the server sent it (no script run), read in the same zone and locale. */
async function serverText(browser: Browser, timezoneId: string, path: string): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled: false, timezoneId, locale: 'pt-BR' });
  try {
    const page = await context.newPage();
    await page.goto(path);
    return await page.locator('main').innerText();
  } finally {
    await context.close();
  }
}

for (const timezoneId of ['Europe/Lisbon', 'America/Los_Angeles']) {
  test.describe(`a browser in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('hydrates event times without an error and keeps the server text', async ({ page, browser }) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          problems.push(`${page.url()}: ${message.text()}`);
        }
      });
      for (const path of PAGES) {
        const expected = await serverText(browser, timezoneId, path);
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect.poll(() => page.evaluate(() => '__reactRouterRouteModules' in window)).toBe(true);
        expect(await page.locator('main').innerText(), path).toBe(expected);
      }
      expect(problems).toEqual([]);
    });

    test('the event page says its times are Brasília time', async ({ page }) => {
      await page.goto(`/events/${EVENT_IDS.upcomingRio}`);
      await page.waitForLoadState('networkidle');
      const when = page.locator('.event-page__facts dd').first();
      await expect(when).toContainText('(horário de Brasília)');
      // The seed's event starts at 21:00 UTC, 18:00 in Brasília, whatever the browser's zone.
      await expect(when).toContainText(/\d{2}\/\d{2}\/\d{4} às 18:00/);
    });
  });
}

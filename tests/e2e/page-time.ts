import { expect, type Page } from '@playwright/test';

/**
 * Time in a page without sleeping: the page's clock is Playwright's (it runs as usual until moved on),
 * and its fetches in flight are counted, so that "nothing happens later" can be checked at once: move
 * the clock past the moment, then wait until whatever the page's timers sent has been answered.
 */
export async function controlPageTime(page: Page): Promise<void> {
  await page.clock.install();
  await page.addInitScript(() => {
    const counter = window as unknown as { __eloFetchesInFlight: number };
    counter.__eloFetchesInFlight = 0;
    const original = window.fetch.bind(window);
    window.fetch = (...args: Parameters<typeof fetch>) => {
      counter.__eloFetchesInFlight += 1;
      return original(...args).finally(() => {
        counter.__eloFetchesInFlight -= 1;
      });
    };
  });
}

/**
 * Moves the page's clock on by `ms` (every timer due meanwhile fires), then waits until the requests
 * those timers sent have been answered. Needs controlPageTime before the page loads.
 */
export async function passPageTime(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __eloFetchesInFlight: number }).__eloFetchesInFlight),
    )
    .toBe(0);
}

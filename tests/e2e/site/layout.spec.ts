import { type Page } from '@playwright/test';
import { expect, test } from '../test.ts';

/** How far the page can be scrolled sideways (0 when nothing sticks out of the viewport). */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('layout on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // The footer's social pills and the course carousels used to widen these pages past the screen.
  for (const route of ['/', '/events', '/courses', '/blog', '/jobs']) {
    test(`${route} never scrolls sideways`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      if (route === '/courses') await expect(page.locator('.carousel').first()).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
    });
  }

  test('the social links wrap inside the footer', async ({ page }) => {
    await page.goto('/events');
    const footer = page.getByRole('contentinfo');
    const box = await footer.locator('.social-links').boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });
});

import { type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { EVENT_IDS } from '../../helpers/seed-ids.ts';
import { PUBLIC_ROUTES } from './support.ts';

/** Every public page, plus those reached from links (an event, the newsletter's and privacy pages). */
const ROUTES = [
  ...PUBLIC_ROUTES,
  `/events/${EVENT_IDS.upcomingRio}`,
  '/privacidade',
  '/admin-login',
  '/newsletter/confirmar?token=0',
  '/newsletter/cancelar?token=0',
];

/** How far the page reaches past the viewport, in CSS pixels (0 when nothing sticks out sideways). */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth,
  );
}

for (const width of [320, 390]) {
  test.describe(`a ${width} px wide phone`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('scrolls no public page sideways', async ({ page }) => {
      test.setTimeout(180_000);
      const wide: string[] = [];
      for (const route of ROUTES) {
        await page.goto(route);
        await page.waitForLoadState('load');
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) wide.push(`${route}: ${overflow}px`);
      }
      expect(wide).toEqual([]);
    });

    test("keeps the newsletter's success message inside the page with a long address", async ({ page }) => {
      const email = `uma.pessoa.com.um.endereco.bem.comprido.${Date.now()}@empresa-com-nome-extenso.example.com.br`;
      await page.goto('/newsletter');
      await page.getByLabel('E-mail').fill(email);
      await page.getByRole('button', { name: 'Assinar' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Quase lá!' })).toContainText(email);
      expect(await sidewaysOverflow(page)).toBe(0);
    });
  });
}

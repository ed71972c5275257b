import type { Page } from '@playwright/test';
import { expect, test } from '../csp.ts';
import { openAdminSignedIn } from './admin-session.ts';

test.use({ actionTimeout: 15_000 });

/** How far the page can be scrolled sideways (0 when nothing sticks out of the viewport). */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Wide tables and filter bars scroll inside their card; the page itself never scrolls sideways. */
const LISTS = [
  { path: '/admin/members', row: 'Página 1 de' },
  { path: '/admin/events', row: 'Encontro Elo CX Rio de Janeiro' },
  { path: '/admin/blog', row: 'Lista de Posts' },
  { path: '/admin/jobs', row: 'Gerenciar Vagas' },
];

for (const width of [1280, 390]) {
  test(`lists fit the screen at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openAdminSignedIn(page);
    for (const list of LISTS) {
      await page.goto(list.path);
      await expect(page.getByText(list.row).first()).toBeVisible();
      expect(await sidewaysOverflow(page), list.path).toBe(0);
    }
  });
}

test("the panel speaks pt-BR: the page's language and react-admin's own messages", async ({ page }) => {
  await openAdminSignedIn(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await page.goto('/admin/events');
  await expect(page.getByText('Linhas por página:')).toBeVisible();
  await expect(page.getByText('Rows per page')).toHaveCount(0);
});

test("on a phone the floating create button leaves the list's pagination uncovered", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdminSignedIn(page, '/admin/landing-pages');
  const range = page.getByText(/^\d+-\d+ de \d+$/);
  await expect(range).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const fab = await page.getByRole('link', { name: 'Nova Landing Page' }).boundingBox();
  const pager = await range.locator('..').boundingBox();
  expect(fab && pager).toBeTruthy();
  const overlaps =
    fab!.x < pager!.x + pager!.width &&
    pager!.x < fab!.x + fab!.width &&
    fab!.y < pager!.y + pager!.height &&
    pager!.y < fab!.y + fab!.height;
  expect(overlaps).toBe(false);
});

/** How many pixels of an input's placeholder do not fit its text box (0 when it shows whole). */
async function placeholderOverflow(page: Page, placeholder: string): Promise<number> {
  return page.getByPlaceholder(placeholder).evaluate((element) => {
    const input = element as HTMLInputElement;
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const box = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return Math.max(0, Math.ceil(context.measureText(input.placeholder).width - box));
  });
}

for (const [width, height] of [
  [1280, 800],
  [390, 844],
]) {
  test(`the members search shows its whole placeholder at ${width}×${height}`, async ({ page }) => {
    await page.setViewportSize({ width: width!, height: height! });
    await openAdminSignedIn(page, '/admin/members');
    await expect(page.getByPlaceholder('Buscar por nome ou e-mail')).toBeVisible();
    expect(await placeholderOverflow(page, 'Buscar por nome ou e-mail')).toBe(0);
  });
}

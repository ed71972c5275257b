import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { clickHydrated, holdScripts } from './support.ts';

/** The side menu's links: the header's four sections plus the newsletter. */
const MENU_LINKS = [
  { label: 'Início', path: '/' },
  { label: 'Eventos', path: '/events' },
  { label: 'Cursos', path: '/courses' },
  { label: 'Blog', path: '/blog' },
  { label: 'Newsletter', path: '/newsletter' },
] as const;

/** The footer reaches the pages the header does not link to. */
const FOOTER_LINKS = [
  { label: 'Eventos', path: '/events' },
  { label: 'Cursos', path: '/courses' },
  { label: 'Blog', path: '/blog' },
  { label: 'Notícias', path: '/news' },
  { label: 'Vagas', path: '/jobs' },
  { label: 'Podcast', path: '/podcast' },
  { label: 'Comunidade', path: '/community' },
  { label: 'Privacidade', path: '/privacidade' },
] as const;

/**
 * Whether a tap on the element's centre reaches the element: false when it is clipped away, covered
 * or outside the screen, which a bounding box alone would not tell.
 */
async function reachableByTap(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && element.contains(hit);
  });
}

async function openMenu(page: Page): Promise<Locator> {
  const button = page.getByRole('button', { name: 'Abrir menu' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await clickHydrated(button);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

async function expectFooterLinks(page: Page): Promise<void> {
  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Rodapé' });
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('link')).toHaveText(FOOTER_LINKS.map((link) => link.label));
  for (const { label, path } of FOOTER_LINKS) {
    const link = footer.getByRole('link', { name: label, exact: true });
    await expect(link).toHaveAttribute('href', path);
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeInViewport({ ratio: 1 });
    expect(await reachableByTap(link), `${label} can be tapped`).toBe(true);
  }
}

test.describe('side menu on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // The header's backdrop blur used to confine the menu to the header's 64 px: the links were clipped away.
  test('opens over the page with every link on screen', async ({ page }) => {
    await page.goto('/events');
    const menu = await openMenu(page);
    await expect(menu.getByRole('button', { name: 'Fechar menu' })).toBeFocused();

    const box = await menu.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBe(0);
    expect(box!.height).toBe(844);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);

    await expect(menu.getByRole('link')).toHaveText(MENU_LINKS.map((link) => link.label));
    for (const { label } of MENU_LINKS) {
      const link = menu.getByRole('link', { name: label, exact: true });
      await expect(link).toBeInViewport({ ratio: 1 });
      expect(await reachableByTap(link), `${label} can be tapped`).toBe(true);
    }
  });

  test('keeps focus inside and closes on Escape', async ({ page }) => {
    await page.goto('/blog');
    const menu = await openMenu(page);
    await page.keyboard.press('Shift+Tab');
    await expect(menu.getByRole('link', { name: 'Newsletter' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('button', { name: 'Fechar menu' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const button = page.getByRole('button', { name: 'Abrir menu' });
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('a link in the menu leads to its page', async ({ page }) => {
    await page.goto('/events');
    const menu = await openMenu(page);
    const link = menu.getByRole('link', { name: 'Cursos', exact: true });
    expect(await reachableByTap(link)).toBe(true);
    await link.click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cursos Elo CX' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  // A phone may be tapped before the page has hydrated: the browser opens the menu by itself.
  test('opens and leads to a page before the page has hydrated', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    try {
      await page.goto('/events');
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      const box = await menu.boundingBox();
      expect(box!.y).toBe(0);
      expect(box!.height).toBe(844);
      for (const { label } of MENU_LINKS) {
        expect(await reachableByTap(menu.getByRole('link', { name: label, exact: true })), label).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();

      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await menu.getByRole('button', { name: 'Fechar menu' }).click();
      await expect(menu).toBeHidden();

      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await menu.getByRole('link', { name: 'Cursos', exact: true }).click();
      await expect(page).toHaveURL(/\/courses$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Cursos Elo CX' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('a menu opened while the page loads stays open once it has hydrated', async ({ page }) => {
    // The page's scripts are held back until the menu is open, as on a slow phone.
    const release = await holdScripts(page);
    await page.goto('/events', { waitUntil: 'domcontentloaded' });
    const button = page.getByRole('button', { name: 'Abrir menu' });
    await button.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    release();
    // Hydrated: React now reports the open state and keeps focus inside.
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Fechar menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('the footer links every section, on screen', async ({ page }) => {
    await page.goto('/events');
    await expectFooterLinks(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Vagas', exact: true }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vagas' })).toBeVisible();
  });
});

test.describe('navigation on a desktop (1280×800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header shows its four links, the footer the rest', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link')).toHaveText([
      'Início',
      'Eventos',
      'Cursos',
      'Blog',
    ]);
    await expectFooterLinks(page);
  });
});

import { type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { seriousViolations } from './axe.ts';
import { waitForEffects, waitForHydration, withDbChange } from './support.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The header's own search field (the phone menu holds another one). */
const headerField = (page: Page) =>
  page.locator('.site-header__inner').getByRole('searchbox', { name: 'Buscar no site' });

test.describe('site search on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('keyboard only: / opens the header field, instant results appear, Enter opens /busca', async ({
    page,
  }) => {
    await page.goto('/');
    const field = headerField(page);
    // The shortcut is an effect: it listens once the effects have run, not as soon as nodes hydrate.
    await waitForEffects(page);
    await page.keyboard.press('/');
    await expect(field).toBeFocused();
    await page.keyboard.type('jornadas');

    const panel = page.locator('.site-search--header .site-search__panel');
    await expect(panel.getByRole('status')).toHaveText(/^\d+ resultados?$/);
    await expect(panel.getByRole('link', { name: 'Jornada do Cliente na Prática' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Esc closes the instant results; Enter submits the same query to the results page.
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/busca\?q=jornadas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Busca' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Cursos \d+$/ })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Mapeando a jornada do cliente de ponta a ponta' }),
    ).toHaveAttribute('href', '/blog/mapeando-a-jornada-do-cliente');
    await expect(page.locator('.search-hit mark').first()).toHaveText(/^jornadas?$/i);
    expect(await seriousViolations(page)).toEqual([]);

    // Ctrl+K reaches the header field from anywhere, here the results page.
    await page.locator('body').press('Control+k');
    await expect(headerField(page)).toBeFocused();
  });

  test('a result is followed with the keyboard from the instant list', async ({ page }) => {
    await page.goto('/events');
    const field = headerField(page);
    await waitForHydration(field);
    await page.keyboard.press('Control+k');
    await expect(field).toBeFocused();
    await page.keyboard.type('experiencia');
    const link = page.locator('.site-search--header').getByRole('link', { name: 'Ver todos os resultados' });
    await expect(link).toBeVisible();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/busca\?q=experiencia$/);
    await expect(page.getByRole('status').filter({ hasText: 'para “experiencia”' })).toBeVisible();
  });
});

test.describe('site search on a phone', () => {
  test.use({ viewport: PHONE });

  test('the side menu holds the field; / opens it focused; results and suggestion work', async ({ page }) => {
    await page.goto('/');
    await expect(headerField(page)).toBeHidden();
    await waitForEffects(page);
    await page.keyboard.press('/');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const field = menu.getByRole('searchbox', { name: 'Buscar no site' });
    await expect(field).toBeFocused();
    await page.keyboard.type('experiensia');
    await expect(menu.getByRole('status')).toHaveText('Nenhum resultado.');
    await expect(menu.getByText('Você quis dizer')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/busca\?q=experiensia$/);
    await expect(page.getByText('Nenhum resultado para “experiensia”.')).toBeVisible();
    const suggestion = page.getByRole('main').getByRole('link', { name: 'experiência' });
    await suggestion.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/busca\?q=experi%C3%AAncia$/);
    await expect(
      page.getByRole('navigation', { name: 'Resultados por tipo' }).getByRole('link'),
    ).not.toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an empty search and a failed one say so in Portuguese', async ({ page }) => {
    await page.goto('/busca');
    await expect(page.getByText('Digite uma palavra ou frase para buscar em todo o site.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // The search reads with its owner's rights (row-level security does not apply to it), so the
    // failure is the visitors' right to call it taken away.
    await withDbChange(
      'revoke execute on function public.search_site(text, integer) from anon',
      'grant execute on function public.search_site(text, integer) to anon',
      async () => {
        const response = await page.goto('/busca?q=jornada');
        expect(response?.status()).toBe(503);
        await expect(page.getByRole('main').getByRole('alert')).toHaveText(
          'Não foi possível buscar agora. Tente novamente em instantes.',
        );
      },
    );
  });
});

test.describe('site search without script', () => {
  test.use({ viewport: DESKTOP, javaScriptEnabled: false });

  test('the header form submits to the server-rendered results', async ({ page }) => {
    await page.goto('/blog');
    await headerField(page).fill('experiência');
    await headerField(page).press('Enter');
    await expect(page).toHaveURL(/\/busca\?q=experi%C3%AAncia$/);
    await expect(page.getByRole('heading', { level: 2, name: /^Eventos \d+$/ })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Buscar no site' }).last()).toHaveValue('experiência');
  });
});

import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { seriousViolations } from './axe.ts';
import { clickHydrated, PUBLIC_ROUTES } from './support.ts';

/** Waits until the page has finished loading its data (no loading message left). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/^(Carregando|Verificando)/)).toHaveCount(0, { timeout: 15_000 });
}

async function newPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport });
  const page = await context.newPage();
  await page.route('https://open.spotify.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Spotify</title></html>',
    }),
  );
  return page;
}

test.describe('accessibility (axe, WCAG 2.2 AA): no serious or critical violation', () => {
  // Axe on every route is the run's heaviest work; two workers share the cores.
  test.describe.configure({ timeout: 360_000 });

  test('the check itself catches a planted violation', async ({ browser }) => {
    const page = await newPage(browser);
    await page.goto('/community');
    await settle(page);
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.innerHTML = '<svg width="10" height="10"></svg>';
      document.querySelector('main')!.appendChild(button);
    });
    expect((await seriousViolations(page)).some((problem) => problem.startsWith('button-name'))).toBe(true);
    await page.context().close();
  });

  test('every public route, signed out, on desktop', async ({ browser }) => {
    const page = await newPage(browser);
    const problems: string[] = [];
    for (const path of PUBLIC_ROUTES) {
      await page.goto(path);
      await settle(page);
      for (const problem of await seriousViolations(page)) problems.push(`${path}: ${problem}`);
    }
    await page.context().close();
    expect(problems).toEqual([]);
  });

  test('small screens, the open side menu and the podcast players', async ({ browser }) => {
    const page = await newPage(browser, { width: 390, height: 844 });
    const problems: string[] = [];
    await page.route(
      (url) => url.pathname.endsWith('/functions/v1/spotify-episodes'),
      (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            episodes: [
              {
                id: 'ep1',
                name: 'Jornada do cliente',
                release_date: '2026-11-01',
                duration_ms: 60000,
                description: '',
              },
            ],
          }),
        }),
    );
    for (const path of ['/', '/events', '/courses', '/podcast', '/jobs']) {
      await page.goto(path);
      await settle(page);
      for (const problem of await seriousViolations(page)) problems.push(`${path} (mobile): ${problem}`);
    }
    await clickHydrated(page.getByRole('button', { name: 'Abrir menu' }));
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    for (const problem of await seriousViolations(page)) problems.push(`side menu: ${problem}`);
    await page.context().close();
    expect(problems).toEqual([]);
  });

  test('member pages and greetings, signed in', async ({ browser }) => {
    const page = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar com LinkedIn' }).click();
    await page.getByRole('button', { name: 'Entrar como Juliana Alves' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByText('Boas vindas à nossa comunidade!')).toBeVisible();
    const problems: string[] = [];
    for (const path of [
      '/',
      '/member/dashboard',
      '/member/network',
      '/member/resources',
      '/elocx-club',
      '/prelaunch',
    ]) {
      await page.goto(path);
      await settle(page);
      for (const problem of await seriousViolations(page)) problems.push(`${path} (signed in): ${problem}`);
    }
    await page.context().close();
    expect(problems).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test as base } from '../e2e/test.ts';
import { PERSONAS } from '#supabase/local/linkedin-standin/personas.ts';
import { devE2eEnv, devE2eOutputFile } from './env.ts';

const mariana = PERSONAS.find((persona) => persona.sub === 'li-mariana-costa')!;
const MEMBER = `${mariana.given_name} ${mariana.family_name}`;

/**
 * Every page of these tests, on any origin, must keep a clean console: an error (a hydration mismatch
 * included, which React reports in development) or an uncaught exception fails the test that saw it.
 */
const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' || /hydrat/i.test(message.text())) {
          problems.push(`${message.location().url || page.url()}: ${message.text()}`);
        }
      });
      await use(problems);
      expect(problems, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** The page has hydrated: React Router's client state exists (errors from hydration are out by then). */
async function hydrated(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => '__reactRouterRouteModules' in window)).toBe(true);
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

async function signInAsMember(page: Page): Promise<void> {
  const { siteUrl, linkedinUrl } = devE2eEnv();
  await visit(page, '/login');
  await page.getByRole('button', { name: 'Entrar com LinkedIn' }).click();
  await page.waitForURL(`${linkedinUrl}/interaction/**`);
  await page.getByRole('button', { name: `Entrar como ${MEMBER}`, exact: true }).click();
  await page.waitForURL((url) => url.origin === siteUrl && url.pathname === '/');
  await hydrated(page);
}

test('npm start prints its addresses and no warning about flags, versions or peers', () => {
  const output = readFileSync(devE2eOutputFile(), 'utf8');
  expect(output).toContain('Elo CX is running.');
  // React Router 7's own Vite calls still pass envFile (fixed only in React Router 8): that one line is
  // known and harmless; any other deprecation fails.
  const lines = output.split('\n').filter((line) => !line.includes('The `envFile` option is deprecated'));
  expect(lines.join('\n')).not.toMatch(
    /Future Flag Warning|deprecated|ERESOLVE|Unsupported runtime|Node\.js 22/i,
  );
});

test('public pages hydrate on the development server without console errors', async ({ page }) => {
  for (const path of ['/', '/events', '/blog', '/login']) await visit(page, path);
  await visit(page, '/events');
  const eventPath = await page.locator('a[href^="/events/"]').first().getAttribute('href');
  expect(eventPath).toMatch(/^\/events\/[\w-]+$/);
  await visit(page, eventPath!);
  for (const path of ['/member/dashboard', '/member/network', '/member/resources']) {
    await visit(page, path);
    await expect(page.getByRole('heading', { name: 'Área Exclusiva para Membros' })).toBeVisible();
  }
});

test('a member signs in through the LinkedIn stand-in, RSVPs and signs out', async ({ page, context }) => {
  await signInAsMember(page);
  // All the session's cookies arrived: the header knows the member on the page the sign-in returns to.
  await expect(page.getByRole('banner').locator(`summary[aria-label="Menu de ${MEMBER}"]`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Entrar', exact: true })).toHaveCount(0);
  const cookies = (await context.cookies()).map((cookie) => cookie.name);
  expect(cookies.filter((name) => /^sb-.+-auth-token(\.\d+)?$/.test(name)).length).toBeGreaterThan(0);

  for (const path of ['/member/dashboard', '/member/network', '/member/resources']) {
    await visit(page, path);
    await expect(page.getByRole('heading', { name: 'Área Exclusiva para Membros' })).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Área do Membro' })).toHaveCount(0);
  await visit(page, '/member/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Área do Membro' })).toBeVisible();

  // 'Vou participar' on the first upcoming event's page confirms at once (no trip back to LinkedIn).
  await visit(page, '/events');
  const eventPath = (await page.locator('a[href^="/events/"]').first().getAttribute('href'))!;
  await visit(page, eventPath);
  await page
    .getByRole('button', { name: /^Vou participar/ })
    .first()
    .click();
  await expect(page.locator('.toast').getByText('Presença confirmada')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cancelar presença/ }).first()).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(eventPath);
  // It holds across a fresh render on the server.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('button', { name: /^Cancelar presença/ }).first()).toBeVisible();

  // The header's user menu signs out.
  await page.getByRole('banner').locator(`summary[aria-label="Menu de ${MEMBER}"]`).click();
  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Entrar', exact: true })).toBeVisible();
  await visit(page, '/member/dashboard');
  await expect(page.getByRole('heading', { name: 'Área Exclusiva para Membros' })).toBeVisible();
});

test('the demo admin signs in to the back-office', async ({ page }) => {
  const { adminEmail, adminPassword } = devE2eEnv();
  await page.goto('/admin-auth');
  await page.locator('#admin-email').fill(adminEmail);
  await page.locator('#admin-password').fill(adminPassword);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 120_000 });
});

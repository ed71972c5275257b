import { mkdir, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../test.ts';
import { e2eDistDir, e2eEnv, e2ePorts, e2eWorkerDistDir } from '../env.ts';
import { buildForE2e } from '../infra/shared-build.ts';
import { startE2eWebServer, type E2eWebServer } from '../infra/web-server-process.ts';
import { seriousViolations } from './axe.ts';

/**
 * The full home is a build-time variant (VITE_HOME_VARIANT=full): this file builds the site once more
 * with it and serves that build on the worker's spare port, against the worker's stack.
 */
const fullPort = e2ePorts().spareWebPort;
const fullOrigin = `http://localhost:${fullPort}`;
let server: E2eWebServer | null = null;

test.describe('full home variant', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const distDir = path.join(e2eDistDir(), 'full-home');
    await buildForE2e(distDir, ['site'], { VITE_HOME_VARIANT: 'full' });
    // The web server serves the back-office too: the worker's copy of the run's build of it.
    await mkdir(distDir, { recursive: true });
    await rm(path.join(distDir, 'admin'), { recursive: true, force: true });
    await symlink(path.join(e2eWorkerDistDir(), 'admin'), path.join(distDir, 'admin'), 'dir');
    server = await startE2eWebServer({ distDir, port: fullPort, backend: e2eEnv() });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('guests: headline, LinkedIn and newsletter calls to action, every section with seed content', async ({
    page,
  }) => {
    await page.goto(`${fullOrigin}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /comunidade dos líderes de Customer Experience/,
    );
    await expect(page.getByRole('button', { name: 'Entrar com LinkedIn' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Assinar Newsletter' })).toHaveAttribute(
      'href',
      '/newsletter',
    );
    await expect(page.locator('video')).toHaveAttribute('src', /elo-cx-prelancamento\.webm$/);
    await expect(
      page.getByRole('region', { name: 'Embaixadores' }).getByText('Helena Vasconcelos'),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Membros da comunidade' }).getByRole('listitem'),
    ).toHaveCount(12);
    const events = page.getByRole('region', { name: 'Próximos eventos' }).locator('article');
    await expect(events).toHaveCount(3);
    await expect(events.first()).toContainText('Encontro Elo CX Rio de Janeiro');
    await expect(page.getByRole('region', { name: 'Cursos' }).locator('article')).toHaveCount(4);
    const posts = page.getByRole('region', { name: 'Blog' }).locator('article');
    await expect(posts).toHaveCount(3);
    await posts.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(page.locator('.prose')).not.toBeEmpty();
    // /prelaunch still shows the pre-launch landing in this variant.
    await page.goto(`${fullOrigin}/prelaunch`);
    await expect(page.getByRole('button', { name: 'Quero fazer parte!' })).toBeVisible();
  });

  test('axe finds no serious or critical violation on the full home', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(`${fullOrigin}/`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Blog' }).locator('article')).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  test('signed in: welcome with name, e-mail and member badge', async ({ page, browser }) => {
    // Sign in on the main origin (the one the auth service redirects to), then carry the session
    // cookies over (cookies belong to the host, localhost, whatever the port).
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar com LinkedIn' }).click();
    await page.getByRole('button', { name: 'Entrar como Bruno Lima' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByText('Olá, Bruno Lima!')).toBeVisible();
    const session = (await page.context().cookies()).filter((cookie) => cookie.name.startsWith('sb-'));
    expect(session.length).toBeGreaterThan(0);

    const context = await browser.newContext({ locale: 'pt-BR' });
    await context.addCookies(session);
    const full = await context.newPage();
    await full.goto(`${fullOrigin}/`);
    await expect(full.getByText('Bem-vindo(a), Bruno Lima!')).toBeVisible();
    await expect(
      full.locator('.greeting').getByText('bruno.lima@example.com.br', { exact: true }),
    ).toBeVisible();
    await expect(full.locator('.badge--member')).toHaveText('Membro');
    await expect(full.getByRole('button', { name: 'Entrar com LinkedIn' })).toHaveCount(0);
    await context.close();
  });
});

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../csp.ts';
import { backofficeSteps, measureAdminAuthBundle } from '#scripts/bench-backoffice.ts';
import { e2eDistDir } from '../env.ts';
import { signInAsAdmin } from './helpers.ts';

test.use({ actionTimeout: 15_000 });

/** The back-office build the e2e web server serves (tests/e2e/global-setup.ts). */
const distAdminDir = path.join(e2eDistDir(), 'admin');

/** Code the sign-in page must not load: react-admin and its router, and the unused Supabase clients. */
const NOT_ON_SIGN_IN =
  /node_modules\/(react-admin|ra-core|ra-ui-materialui|ra-supabase|@raphiniert|react-router|@supabase\/(realtime-js|phoenix|supabase-js|postgrest-js|storage-js|functions-js))\//;

/** Records the back-office scripts the page fetches, as manifest files ('assets/x.js'). */
function recordScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/admin/assets/') && pathname.endsWith('.js'))
      scripts.add(pathname.slice('/admin/'.length));
  });
  return scripts;
}

/** The modules a built chunk came from, read from its hidden source map (none for the bundler's runtime). */
function mapSources(script: string): string[] {
  const mapFile = path.join(distAdminDir, `${script}.map`);
  if (!existsSync(mapFile)) return [];
  return (JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] }).sources;
}

test('/admin-auth loads only the sign-in code, as the bench counts it', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/admin-auth');
  await expect(page.locator('#admin-email')).toBeVisible();
  // The form is drawn from the HTML; the submit button comes alive once the scripts run it.
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect([...scripts].sort()).toEqual(backofficeSteps(distAdminDir).adminAuth);

  // The source maps name every module a chunk was built from (the bundler's tiny runtime has none).
  const offenders: string[] = [];
  let mapped = 0;
  for (const script of scripts) {
    // Hidden maps: read from the build, never served.
    expect((await page.request.get(`/admin/${script}.map`)).status()).toBe(404);
    if (!existsSync(path.join(distAdminDir, `${script}.map`))) continue;
    mapped += 1;
    offenders.push(...mapSources(script).filter((source) => NOT_ON_SIGN_IN.test(source)));
  }
  expect(mapped).toBeGreaterThan(3);
  expect(offenders).toEqual([]);
  // The form paints without the auth library: it comes with the first focus (or an existing session).
  const authLibraryIn = (files: Iterable<string>) =>
    [...files].some((script) =>
      mapSources(script).some((source) => source.includes('node_modules/@supabase/auth-js/')),
    );
  expect(authLibraryIn(scripts)).toBe(false);
  expect(measureAdminAuthBundle(distAdminDir)).toBeLessThanOrEqual(120 * 1024);
  await page.locator('#admin-email').focus();
  await expect.poll(() => authLibraryIn(scripts)).toBe(true);
});

test('signing in draws the dashboard with the chunks the bench counts, then prefetches the list parts', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/admin/assets/') && pathname.endsWith('.js'))
      requested.push(pathname.slice('/admin/'.length));
  });
  const scripts = recordScripts(page);
  await signInAsAdmin(page);
  await expect(page.getByTestId('trend-charts').locator('svg').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const steps = backofficeSteps(distAdminDir);
  expect(steps.prefetchedWhenIdle.length).toBeGreaterThan(0);
  expect([...scripts].sort()).toEqual([...steps.dashboardAfterSignIn, ...steps.prefetchedWhenIdle].sort());
  // The prefetch waits for the dashboard: it starts after the dashboard has asked for its charts.
  const charts = requested.findIndex((file) => /\/TrendsSection-[\w-]+\.js$/.test(file));
  expect(charts).toBeGreaterThanOrEqual(0);
  for (const file of steps.prefetchedWhenIdle) expect(requested.indexOf(file)).toBeGreaterThan(charts);
});

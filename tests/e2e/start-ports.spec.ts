import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { DEMO_ADMIN } from '#supabase/local/demo.ts';
import { startTestStack, type TestStack } from '../helpers/stack.ts';

/**
 * `npm start` with moved ports: both apps must call the stack that command started (API on the moved
 * base, LinkedIn stand-in on base + 5), never the default :54321 / :54326 of another running stack.
 */
const portBase = Number(process.env.ELO_E2E_PORT_BASE ?? 26321) + 1700;
const webPort = portBase + 90;
const siteUrl = `http://localhost:${webPort}`;
const apiOrigin = `http://127.0.0.1:${portBase}`;
const standinOrigin = `http://127.0.0.1:${portBase + 5}`;

let started: TestStack | undefined;

test.describe.configure({ timeout: 300_000 });

test.beforeAll(async () => {
  // Starting the stack and both development servers takes longer than a hook's default minute.
  test.setTimeout(300_000);
  started = await startTestStack({
    portBase,
    env: { PORT: String(webPort) },
    entry: { script: 'scripts/start.ts', readyLine: 'Elo CX is running.' },
    timeoutMs: 240_000,
  });
  // The development servers compile each route on its first request: do that before the clocks start.
  for (const path of ['/login', '/admin-auth']) await (await fetch(`${siteUrl}${path}`)).text();
});

test.afterAll(async () => {
  await started?.stop();
});

/** Every request the page sends to an http(s) origin other than the site's own. */
function recordForeignRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== siteUrl) seen.push(url.href);
  });
  return seen;
}

test('the site calls the moved API and signs in through the moved LinkedIn stand-in', async ({ page }) => {
  const requests = recordForeignRequests(page);
  await page.goto(`${siteUrl}/login`);
  // No wait for hydration: the button is a form, so a click before the page hydrates works too.
  await page.getByRole('button', { name: 'Entrar com LinkedIn' }).click();
  await page.waitForURL(`${standinOrigin}/interaction/**`, { timeout: 120_000 });

  expect(requests.some((url) => url.startsWith(`${apiOrigin}/auth/v1/authorize`))).toBe(true);
  expect(requests.filter((url) => /:(54321|54326)\//.test(url))).toEqual([]);
});

test('the back-office signs in against the moved API', async ({ page }) => {
  const requests = recordForeignRequests(page);
  await page.goto(`${siteUrl}/admin-auth`);
  await page.locator('#admin-email').fill(DEMO_ADMIN.email);
  await page.locator('#admin-password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  // The development server compiles the back-office's modules on this first visit: on a busy machine
  // that alone can take more than a minute.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 180_000 });

  expect(requests.some((url) => url.startsWith(`${apiOrigin}/auth/v1/token`))).toBe(true);
  expect(requests.some((url) => url.startsWith(`${apiOrigin}/rest/v1/`))).toBe(true);
  expect(requests.filter((url) => /:(54321|54326)\//.test(url))).toEqual([]);
});

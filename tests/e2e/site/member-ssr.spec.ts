import { type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { sql } from './support.ts';

const PERSONA = { name: 'Juliana Alves', email: 'juliana.alves@example.com.br' };
const MEMBER_MENU = `Menu de ${PERSONA.name}`;

async function loginCount(): Promise<number> {
  const rows = await sql<{ login_count: number }>('select login_count from public.members where email = $1', [
    PERSONA.email,
  ]);
  return rows[0]?.login_count ?? 0;
}

/** Clicks a sign-in button, picks the persona on the LinkedIn stand-in, waits to be back at `path`. */
async function signIn(page: Page, button: string, path: string) {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('button', { name: `Entrar como ${PERSONA.name}` }).click();
  await page.waitForURL((url) => url.pathname === path && !url.search);
}

test.describe('member session rendered on the server', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the member header is in the server HTML and on the first paint; one login counted', async ({
    page,
    browser,
    baseURL,
  }) => {
    const before = await loginCount();

    // Signing in from the lock card of a member page comes back to that page, unlocked.
    await page.goto('/member/network');
    await expect(page.getByRole('heading', { name: 'Área Exclusiva para Membros' })).toBeVisible();
    await signIn(page, 'Entrar com LinkedIn', '/member/network');
    await expect(page.getByRole('heading', { level: 2, name: 'Diretório de Membros' })).toBeVisible();
    await expect.poll(loginCount, { timeout: 15_000 }).toBe(before + 1);

    // The session is in cookies the page's scripts cannot read.
    const cookies = await page.context().cookies();
    const session = cookies.filter((cookie) => /^sb-.+-auth-token(\.\d+)?$/.test(cookie.name));
    expect(session.length).toBeGreaterThan(0);
    for (const cookie of session) expect(cookie.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/sb-/);

    // What the server sends with those cookies: the member's header, never kept by shared caches.
    const response = await page.request.get('/events');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toMatch(/private/);
    const html = await response.text();
    expect(html).toContain(`aria-label="${MEMBER_MENU}"`);
    expect(html).not.toMatch(/<a[^>]*href="\/login"[^>]*>Entrar<\/a>/);
    const memberPage = await (await page.request.get('/member/dashboard')).text();
    expect(memberPage).toContain('Área do Membro');
    expect(memberPage).not.toContain('Área Exclusiva para Membros');

    // First paint: the server's HTML alone (no script runs) already shows the member.
    const painted = await browser.newContext({
      storageState: await page.context().storageState(),
      javaScriptEnabled: false,
    });
    const firstPaint = await painted.newPage();
    await firstPaint.goto(`${baseURL}/events`);
    await expect(firstPaint.locator(`summary[aria-label="${MEMBER_MENU}"]`)).toBeVisible();
    await expect(firstPaint.getByRole('link', { name: 'Entrar', exact: true })).toHaveCount(0);
    await painted.close();

    // Reloads and navigations restore the session without counting another login.
    await page.reload();
    await expect(page.locator(`summary[aria-label="${MEMBER_MENU}"]`)).toBeVisible();
    await page.getByRole('link', { name: 'Eventos', exact: true }).first().click();
    await page.waitForURL('**/events');
    await page.locator(`summary[aria-label="${MEMBER_MENU}"]`).click();
    await page.getByRole('link', { name: 'Área do Membro' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Área do Membro' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByText(`Olá, ${PERSONA.name}!`)).toBeVisible();
    // Hydrated and quiet: anything the page does on load has been sent and answered.
    await page.waitForLoadState('networkidle');
    expect(await loginCount()).toBe(before + 1);

    // Signing out clears the session cookies; the server then renders the guest again.
    await page.goto('/member/dashboard');
    await page.getByRole('button', { name: 'Sair da Conta' }).click();
    await expect(page.getByRole('heading', { name: 'Área Exclusiva para Membros' })).toBeVisible();
    const left = await page.context().cookies();
    expect(left.filter((cookie) => cookie.name.startsWith('sb-'))).toEqual([]);
    const guestPage = await (await page.request.get('/member/dashboard')).text();
    expect(guestPage).toContain('Área Exclusiva para Membros');
    expect(guestPage).not.toContain(`aria-label="${MEMBER_MENU}"`);
    expect(await loginCount()).toBe(before + 1);
  });

  test('a guest gets the lock card from the server, on a page no cache keeps', async ({ request }) => {
    const response = await request.get('/member/resources');
    expect(response.status()).toBe(200);
    // The member area is never stored by a proxy or CDN (many ignore Vary: Cookie), guest or not.
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('Área Exclusiva para Membros');
    expect(html).not.toContain('Verificando acesso de membro');
  });

  test('the callback refuses a code it did not start, and says so on the page', async ({ page }) => {
    await page.goto('/auth/callback?code=00000000-0000-4000-8000-000000000000&next=%2Fevents');
    await page.waitForURL('**/events');
    await expect(page.locator('.toast').getByText('Falha no login')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar', exact: true })).toBeVisible();
  });
});

import { type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { clickHydrated, holdScripts, sql } from './support.ts';

const PERSONA = { name: 'Rafael Souza', email: 'rafael.souza@example.com.br' };

async function loginCount(email: string): Promise<number> {
  const rows = await sql<{ login_count: number }>('select login_count from public.members where email = $1', [
    email,
  ]);
  return rows[0]?.login_count ?? 0;
}

/** From a sign-in button on the site, through the stand-in LinkedIn page, back to the home page. */
async function signInThroughLinkedIn(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('button', { name: `Entrar como ${PERSONA.name}` }).click();
  await page.waitForURL((url) => url.port === String(new URL(page.url()).port) && url.pathname === '/');
}

test.describe('member sign-in with the LinkedIn stand-in', () => {
  test.describe.configure({ timeout: 120_000 });

  test('sign-in, greeting, member pages, login count, reload, sign-out and lock card', async ({ page }) => {
    const before = await loginCount(PERSONA.email);

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Acessar sua conta' })).toBeVisible();
    await signInThroughLinkedIn(page, 'Entrar com LinkedIn');

    // Pre-launch home, signed in: greeting with avatar and name.
    await expect(page.getByText(`Olá, ${PERSONA.name}!`)).toBeVisible();
    await expect(page.getByText('Boas vindas à nossa comunidade!')).toBeVisible();
    const avatar = page.getByRole('img', { name: PERSONA.name }).first();
    await expect(avatar).toHaveAttribute('src', /rafael-souza\.jpg/);
    await expect(page.getByRole('button', { name: 'Quero fazer parte!' })).toHaveCount(0);
    // The OAuth parameters are gone from the address.
    expect(new URL(page.url()).search).toBe('');

    // Exactly one login is counted for this sign-in.
    await expect.poll(() => loginCount(PERSONA.email), { timeout: 15_000 }).toBe(before + 1);
    const [member] = await sql<{
      full_name: string;
      avatar_url: string;
      is_logged_in: boolean;
      linkedin_id: string;
    }>('select full_name, avatar_url, is_logged_in, linkedin_id from public.members where email = $1', [
      PERSONA.email,
    ]);
    expect(member).toMatchObject({
      full_name: PERSONA.name,
      is_logged_in: true,
      linkedin_id: 'li-rafael-souza',
    });
    expect(member!.avatar_url).toMatch(/rafael-souza\.jpg/);

    // A reload restores the session without counting another login.
    await page.reload();
    await expect(page.getByText(`Olá, ${PERSONA.name}!`)).toBeVisible();
    // Hydrated and quiet: anything the page does on load (where a login would be tracked) is answered.
    await page.waitForLoadState('networkidle');
    expect(await loginCount(PERSONA.email)).toBe(before + 1);

    // /login sends a signed-in member home.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);

    // Member pages open.
    await page.goto('/member/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Área do Membro' })).toBeVisible();
    const profile = page.getByRole('complementary', { name: 'Seu perfil' });
    await expect(profile.getByRole('heading', { name: PERSONA.name })).toBeVisible();
    await expect(profile.getByText(PERSONA.email)).toBeVisible();
    await expect(profile.getByText('Membro LinkedIn')).toBeVisible();
    await expect(profile.getByText(/^Desde \d{1,2} de [a-zç]+ de \d{4}$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recursos Disponíveis' })).toBeVisible();
    await expect(page.getByText('Em Breve')).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'Status da Comunidade' })).toBeVisible();

    await page.goto('/member/network');
    for (const card of ['Diretório de Membros', 'Grupos de Discussão', 'Eventos Exclusivos', 'Mentoria']) {
      await expect(page.getByRole('heading', { level: 2, name: card })).toBeVisible();
    }
    const waiting = page.getByRole('button', { name: 'Aguarde o Lançamento' });
    await expect(waiting).toHaveCount(4);
    for (const button of await waiting.all()) await expect(button).toBeDisabled();

    await page.goto('/member/resources');
    for (const badge of ['15+', '8+', '12+', '50+'])
      await expect(page.getByText(badge, { exact: true })).toBeVisible();
    for (const month of ['Janeiro', 'Fevereiro', 'Março']) await expect(page.getByText(month)).toBeVisible();
    await expect(page.getByText(/recursos premium serão gratuitos/)).toBeVisible();

    // Community landing, signed in.
    await page.goto('/elocx-club');
    await expect(page.getByRole('heading', { name: `Bem-vindo, ${PERSONA.name}!` })).toBeVisible();
    await expect(page.getByText(/avisado por e-mail/)).toBeVisible();
    await page.getByRole('button', { name: 'Entrar com LinkedIn' }).waitFor({ state: 'detached' });
    await page.locator('summary[aria-label^="Menu de"]').click();
    await expect(page.getByRole('button', { name: 'Sair do LinkedIn' })).toBeVisible();

    // 'Sair da Conta' signs out (logout tracked) and the lock card comes back.
    await page.goto('/member/dashboard');
    await page.getByRole('button', { name: 'Sair da Conta' }).click();
    await expect(page.locator('.toast').getByText('Logout realizado')).toBeVisible();
    await expect(page.locator('.toast').getByText('Você saiu da sua conta com sucesso.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Área Exclusiva para Membros' })).toBeVisible();
    const [afterLogout] = await sql<{ is_logged_in: boolean }>(
      'select is_logged_in from public.members where email = $1',
      [PERSONA.email],
    );
    expect(afterLogout!.is_logged_in).toBe(false);
    expect(await loginCount(PERSONA.email)).toBe(before + 1);

    // A second sign-in, from the pre-launch home, counts one more login.
    await page.goto('/');
    await signInThroughLinkedIn(page, 'Quero fazer parte!');
    await expect(page.getByText(`Olá, ${PERSONA.name}!`)).toBeVisible();
    await expect.poll(() => loginCount(PERSONA.email), { timeout: 15_000 }).toBe(before + 2);

    // The header's user menu signs out with its own confirmation.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/events');
    await page.getByRole('banner').locator('summary[aria-label^="Menu de"]').click();
    await page.getByRole('button', { name: 'Sair', exact: true }).click();
    await expect(page.locator('.toast').getByText('Você saiu', { exact: true })).toBeVisible();
    await expect(page.locator('.toast').getByText('Sessão encerrada com sucesso.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar', exact: true })).toBeVisible();
    await page.goto('/member/resources');
    await expect(page.getByRole('heading', { name: 'Área Exclusiva para Membros' })).toBeVisible();
    expect(await loginCount(PERSONA.email)).toBe(before + 2);
  });

  test('the login button shows its busy text and a provider refusal shows "Falha no login"', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar com LinkedIn' }).click();
    await page.getByRole('link', { name: 'Cancelar e voltar' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.locator('.toast').getByText('Falha no login')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Quero fazer parte!' })).toBeVisible();
  });

  test('busy texts while the sign-in starts', async ({ page }) => {
    // Answer the redirect to the provider with 204 No Content: the browser stays on the page, still busy.
    await page.route(
      (url) => url.pathname.endsWith('/auth/v1/authorize'),
      (route) => route.fulfill({ status: 204, body: '' }),
    );
    await page.goto('/login');
    const answered = page.waitForResponse((res) => res.url().includes('/auth/v1/authorize'));
    await clickHydrated(page.getByRole('button', { name: 'Entrar com LinkedIn' }));
    await expect(page.getByRole('button', { name: 'Redirecionando…' })).toBeVisible();
    // The sign-in is a form post: let its navigation end (204) before starting another one.
    await answered;
    await page.goto('/elocx-club');
    await clickHydrated(page.getByRole('button', { name: 'Entrar com LinkedIn' }));
    await expect(page.getByRole('button', { name: 'Conectando...' })).toBeVisible();
  });
});

test.describe('sign-in before the page has hydrated', () => {
  // No script at all: the extreme case of a tap that comes before hydration on a slow phone.
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 120_000 });

  test('"Quero fazer parte!" and "Entrar com LinkedIn" are forms the server answers with the provider', async ({
    page,
  }) => {
    const before = await loginCount(PERSONA.email);
    await page.goto('/');
    await signInThroughLinkedIn(page, 'Quero fazer parte!');
    // Back on the server-rendered home, signed in, counted once.
    await expect(page.getByText(`Olá, ${PERSONA.name}!`)).toBeVisible();
    await expect.poll(() => loginCount(PERSONA.email), { timeout: 15_000 }).toBe(before + 1);
    await page.context().clearCookies();

    // The lock card of a member page brings the visitor back to that page.
    await page.goto('/member/resources');
    await page.getByRole('button', { name: 'Entrar com LinkedIn' }).click();
    await page.getByRole('button', { name: `Entrar como ${PERSONA.name}` }).click();
    await page.waitForURL((url) => url.pathname === '/member/resources');
    await expect(page.getByRole('heading', { name: 'Área Exclusiva para Membros' })).toHaveCount(0);
    await expect.poll(() => loginCount(PERSONA.email), { timeout: 15_000 }).toBe(before + 2);

    // 'Sair' in the header's menu (a native <details>) is a form too: back on the same page, signed out.
    await page.getByRole('banner').locator('summary[aria-label^="Menu de"]').click();
    await page.getByRole('button', { name: 'Sair', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/member/resources');
    await expect(page.getByRole('heading', { name: 'Área Exclusiva para Membros' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar', exact: true })).toBeVisible();
    const [member] = await sql<{ is_logged_in: boolean }>(
      'select is_logged_in from public.members where email = $1',
      [PERSONA.email],
    );
    expect(member!.is_logged_in).toBe(false);
  });

  test('a foreign page cannot start the sign-in by posting the form', async ({ request }) => {
    const response = await request.post('/auth/sign-in', {
      form: { next: '/' },
      headers: { Origin: 'https://evil.example', Accept: 'text/html' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
  });

  test('the plain form post is answered with a 303 to the provider, keeping where to come back', async ({
    request,
  }) => {
    const response = await request.post('/auth/sign-in', {
      form: { next: '/events?pagina=2' },
      headers: { Accept: 'text/html' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    const location = new URL(response.headers()['location']!);
    expect(location.pathname).toMatch(/\/auth\/v1\/authorize$/);
    const back = new URL(location.searchParams.get('redirect_to')!);
    expect(back.pathname).toBe('/auth/callback');
    expect(back.searchParams.get('next')).toBe('/events?pagina=2');
    expect(response.headers()['set-cookie']).toMatch(/code-verifier/);
  });
});

test('a sign-out tapped before the page has hydrated comes back to its page with the confirmation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signInThroughLinkedIn(page, 'Quero fazer parte!');
  await expect(page.getByText(`Olá, ${PERSONA.name}!`)).toBeVisible();

  const release = await holdScripts(page);
  await page.goto('/member/dashboard', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Sair da Conta' }).click();
  // The server signed out and sent the browser back: the page is the lock card before any script runs.
  await expect(page.getByRole('heading', { name: 'Área Exclusiva para Membros' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/member/dashboard');
  release();
  await expect(page.locator('.toast').getByText('Logout realizado')).toBeVisible();
  await expect(page.locator('.toast').getByText('Você saiu da sua conta com sucesso.')).toBeVisible();
});

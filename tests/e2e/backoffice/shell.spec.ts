import { expect, test } from '../csp.ts';
import { NON_ADMIN_EMAIL, NON_ADMIN_PASSWORD } from '../../helpers/seed-ids.ts';
import { signIn, toast } from './helpers.ts';
import { openAdminSignedIn } from './admin-session.ts';

test.use({ actionTimeout: 15_000 });

test.describe('back-office shell', () => {
  test('an anonymous visit to /admin goes to the sign-in page with both tabs', async ({ page }) => {
    await page.goto('/admin/events');
    await expect(page).toHaveURL(/\/admin-auth$/);
    await expect(page.getByRole('tab', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Cadastrar' })).toBeVisible();
    await expect(page.locator('#admin-email')).toHaveAttribute('type', 'email');
  });

  test('the password toggle shows and hides the password', async ({ page }) => {
    await page.goto('/admin-auth');
    // The form is drawn from the HTML; its buttons answer once the scripts run it.
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeEnabled();
    const password = page.locator('#admin-password');
    await password.fill('segredo');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ocultar senha' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('the admin signs in, sees the sidebar in order, and signs out', async ({ page }) => {
    await signIn(page);
    await expect(toast(page, 'Login realizado com sucesso')).toContainText(
      'Bem-vindo ao painel administrativo.',
    );
    await expect(page).toHaveURL(/\/admin\/?$/);
    const nav = page.getByRole('navigation', { name: 'Menu do painel' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    const labels = await nav.getByRole('link').allInnerTexts();
    expect(labels.map((l) => l.trim())).toEqual([
      'Dashboard',
      'Audiência',
      'Membros',
      'Eventos',
      'Embaixadores',
      'Vídeos',
      'Blog',
      'Vagas',
      'Cursos',
      'Landing Pages',
      'Notícias',
      'Newsletter',
      'Enviar e-mail',
      'Atividade',
      'Equipe',
      'Minha conta',
      'Voltar ao Site',
    ]);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Eventos' }).click();
    await expect(page).toHaveURL(/\/admin\/events/);
    await expect(nav.getByRole('link', { name: 'Eventos' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Voltar ao Site' })).toHaveAttribute('href', '/');

    // A signed-in admin who opens /admin-auth goes back to the panel.
    await page.goto('/admin-auth');
    await expect(page).toHaveURL(/\/admin\/?$/);

    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(toast(page, 'Logout realizado')).toContainText('Você saiu do painel administrativo.');
    await expect(page).toHaveURL(/\/admin-auth$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin-auth$/);
  });

  test('wrong credentials show "Erro no login"', async ({ page }) => {
    await signIn(page, 'admin@elocx.com.br', 'senha-errada');
    await expect(toast(page, 'Erro no login')).toBeVisible();
    await expect(page).toHaveURL(/\/admin-auth$/);
  });

  test('a confirmed account without the admin role is refused and signed out', async ({ page }) => {
    await signIn(page, NON_ADMIN_EMAIL, NON_ADMIN_PASSWORD);
    await expect(toast(page, 'Acesso negado')).toContainText('Você não possui permissões de administrador.');
    await expect(page).toHaveURL(/\/admin-auth$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin-auth$/);
  });

  test('sign-up validates, then creates an account that waits for approval', async ({ page }) => {
    await page.goto('/admin-auth');
    // The pre-rendered tabs switch once the scripts run the page ('Entrar' waits for them too).
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeEnabled();
    await page.getByRole('tab', { name: 'Cadastrar' }).click();
    await expect(
      page.getByText('Após o cadastro, você precisará ser aprovado por um administrador.'),
    ).toBeVisible();
    const email = `novo.${Date.now()}@elocx.com.br`;
    await page.locator('#admin-email').fill(email);
    await page.locator('#admin-password').fill('abcdef');
    await page.locator('#admin-confirm-password').fill('abcdeg');
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await expect(toast(page, 'Erro de validação')).toContainText('As senhas não coincidem.');

    await page.locator('#admin-password').fill('abc');
    await page.locator('#admin-confirm-password').fill('abc');
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await expect(toast(page, 'Erro de validação').last()).toContainText(
      'A senha deve ter pelo menos 6 caracteres.',
    );

    await page.locator('#admin-password').fill('Senha-forte-1');
    await page.locator('#admin-confirm-password').fill('Senha-forte-1');
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await expect(toast(page, 'Conta criada')).toContainText('administrador');
    // The refused attempts' messages do not stay above it (gone with its arrival, not seconds later).
    expect(await toast(page, 'Erro de validação').count()).toBe(0);

    // The new, unapproved account cannot enter.
    await signIn(page, email, 'Senha-forte-1');
    await expect(toast(page, /Erro no login|Acesso negado/).last()).toBeVisible();
    await expect(page).toHaveURL(/\/admin-auth$/);
  });

  test('react-admin speaks pt-BR', async ({ page }) => {
    await openAdminSignedIn(page, '/admin/jobs/create');
    await page.getByLabel('Link da vaga').fill('nao-e-url');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Informe uma URL válida (http:// ou https://).')).toBeVisible();
    await expect(page.getByText('Obrigatório').first()).toBeVisible();
  });
});

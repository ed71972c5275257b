import type { Page } from '@playwright/test';
import { expect, test } from '../csp.ts';
import { MEMBER_ANA_EMAIL, SEED_MEMBER_STATS } from '../../helpers/seed-ids.ts';
import { service } from './helpers.ts';
import { openAdminSignedIn } from './admin-session.ts';

test.use({ actionTimeout: 15_000 });

const rows = (page: Page) => page.locator('tbody tr');

test('members: 20 per page with previous/next, search on name or e-mail, fallbacks', async ({ page }) => {
  // 20 seeded members + 3 more make a second page.
  const db = service();
  const extra: string[] = [];
  for (let i = 0; i < 3; i++) {
    const { data, error } = await db.auth.admin.createUser({
      email: `membro.extra.${Date.now()}.${i}@example.com.br`,
      password: 'Membro-extra-1',
      email_confirm: true,
    });
    if (error) throw error;
    extra.push(data.user.id);
  }
  const { error: insertError } = await db
    .from('members')
    .insert(extra.map((id, i) => ({ id, full_name: `Zeca Extra ${i}`, email: null, is_logged_in: i === 0 })));
  expect(insertError).toBeNull();
  const total = SEED_MEMBER_STATS.total_members + extra.length;

  try {
    await openAdminSignedIn(page);
    await page
      .getByRole('navigation', { name: 'Menu do painel' })
      .getByRole('link', { name: 'Membros' })
      .click();
    await expect(page.getByRole('heading', { name: 'Membros', level: 1 })).toBeVisible();
    await expect(rows(page)).toHaveCount(20);
    await expect(page.getByText(`Página 1 de ${Math.ceil(total / 20)}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await page.getByRole('button', { name: 'Próxima' }).click();
    await expect(page.getByText('Página 2 de 2')).toBeVisible();
    await expect(rows(page)).toHaveCount(total - 20);
    await expect(page.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    await page.getByRole('button', { name: 'Anterior' }).click();
    await expect(page.getByText('Página 1 de 2')).toBeVisible();

    // Newest first: the extra members (no e-mail) are on page 1 with the fallback text.
    await expect(page.getByText('Email não disponível').first()).toBeVisible();
    // Member 20 of the seed has no name.
    await page.getByRole('button', { name: 'Próxima' }).click();
    await expect(page.getByText('Nome não disponível').first()).toBeVisible();
    await expect(page.getByText('Online').first()).toBeVisible();
    await expect(page.getByText('Offline').first()).toBeVisible();

    // Search is case-insensitive, on name or e-mail.
    const search = page.getByPlaceholder('Buscar por nome ou e-mail');
    await search.fill('ANA RIBEIRO');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(MEMBER_ANA_EMAIL);
    await expect(page.getByText('Página 1 de 1')).toBeVisible();
    await search.fill(MEMBER_ANA_EMAIL.toUpperCase());
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Ana Ribeiro');
    await search.fill('zeca extra');
    await expect(rows(page)).toHaveCount(3);
    await search.fill('ninguém-com-este-nome');
    await expect(page.getByText('Nenhum membro encontrado para sua busca.')).toBeVisible();
  } finally {
    for (const id of extra) await db.auth.admin.deleteUser(id);
  }
});

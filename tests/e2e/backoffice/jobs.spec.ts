import { expect, test } from '../csp.ts';
import { service, toast, unique } from './helpers.ts';
import { openAdminSignedIn } from './admin-session.ts';

test.use({ actionTimeout: 15_000 });

test('jobs: create, edit, deactivate, activate and delete', async ({ page }) => {
  const title = unique('Analista de CX E2E');
  const db = service();
  await openAdminSignedIn(page);
  await page.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link', { name: 'Vagas' }).click();
  await expect(page.getByRole('heading', { name: 'Gerenciar Vagas' })).toBeVisible();
  await page.getByRole('link', { name: 'Nova Vaga' }).click();
  await expect(page.getByRole('heading', { name: 'Nova Vaga', level: 1 })).toBeVisible();

  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByLabel('Empresa').fill('Empresa Exemplo');
  await page.getByLabel('Localização').fill('São Paulo, SP');
  await page.getByRole('switch', { name: 'Remoto' }).click();
  await page.getByRole('combobox', { name: 'Tipo de contratação' }).click();
  await page.getByRole('option', { name: 'CLT' }).click();
  await page.getByLabel('Descrição').fill('Cuidar da jornada do cliente.');
  await page.getByLabel('Link da vaga').fill('https://vagas.example.com/analista-cx');
  await page.getByLabel('Fonte').fill('   ');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Vaga criada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/jobs$/);

  const { data: created } = await db.from('jobs').select('*').eq('title', title).single();
  expect(created).toMatchObject({
    company: 'Empresa Exemplo',
    location: 'São Paulo, SP',
    is_remote: true,
    employment_type: 'CLT',
    job_url: 'https://vagas.example.com/analista-cx',
    source: null,
    is_active: true,
  });

  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { name: 'Editar Vaga', level: 1 })).toBeVisible();
  await page.getByLabel('Empresa').fill('Outra Empresa');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Vaga atualizada com sucesso!')).toBeVisible();
  await expect(row).toContainText('Outra Empresa');

  await row.getByRole('button', { name: 'Desativar' }).click();
  await expect(toast(page, 'Vaga desativada com sucesso!')).toBeVisible();
  await expect(row).toContainText('Inativa');
  expect((await db.from('jobs').select('is_active').eq('id', created!.id).single()).data!.is_active).toBe(
    false,
  );

  await row.getByRole('button', { name: 'Ativar' }).click();
  await expect(toast(page, 'Vaga ativada com sucesso!')).toBeVisible();
  await expect(row).toContainText('Ativa');
  expect((await db.from('jobs').select('is_active').eq('id', created!.id).single()).data!.is_active).toBe(
    true,
  );

  await row.getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Vaga removida com sucesso!')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await db.from('jobs').select('id').eq('id', created!.id)).data).toEqual([]);
});

test('jobs: a failed save shows the error and keeps the form', async ({ page }) => {
  await openAdminSignedIn(page, '/admin/jobs/create');
  await page.getByRole('textbox', { name: 'Título' }).fill('Vaga com link inválido');
  await page.getByLabel('Empresa').fill('Empresa');
  await page.getByLabel('Link da vaga').fill('https://vagas.example.com/com espaço');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Erro ao criar vaga')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue('Vaga com link inválido');
});

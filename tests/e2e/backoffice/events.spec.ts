import type { Page } from '@playwright/test';
import { expect, test } from '../csp.ts';
import { EVENT_IDS } from '../../helpers/seed-ids.ts';
import { service, toast, unique } from './helpers.ts';
import { dateTimeField, daysFromNowAt, typeDateTime } from './picker-helpers.ts';
import { openAdminSignedIn } from './admin-session.ts';

test.use({ actionTimeout: 15_000 });

const switchNamed = (page: Page, name: string) => page.getByRole('switch', { name });

/** Types a whole hour some days from now into the event form's pt-BR picker labelled `label`. */
async function typeEventDate(page: Page, label: string, daysFromNow: number, hour: number) {
  await typeDateTime(dateTimeField(page, label), daysFromNowAt(daysFromNow, hour));
}

test('events: default filters show active, future events only', async ({ page }) => {
  const db = service();
  const { data: past } = await db.from('events').select('title').eq('id', EVENT_IDS.pastWebinarNps).single();
  const { data: inactive } = await db.from('events').select('title').eq('id', EVENT_IDS.inactive).single();
  const { data: upcoming } = await db.from('events').select('title').eq('id', EVENT_IDS.upcomingRio).single();
  await openAdminSignedIn(page, '/admin/events');
  await expect(page.getByRole('cell', { name: upcoming!.title, exact: true })).toBeVisible();
  await expect(switchNamed(page, 'Somente ativos')).toBeChecked();
  await expect(switchNamed(page, 'Somente futuros')).toBeChecked();
  await expect(page.getByRole('cell', { name: past!.title, exact: true })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: inactive!.title, exact: true })).toHaveCount(0);

  await switchNamed(page, 'Somente futuros').click();
  await expect(page.getByRole('cell', { name: past!.title, exact: true })).toBeVisible();
  await switchNamed(page, 'Somente ativos').click();
  await expect(page.getByRole('cell', { name: inactive!.title, exact: true })).toBeVisible();
});

test('events: create, edit, deactivate and delete with the spec toasts', async ({ page }) => {
  const title = unique('Encontro CX E2E');
  await openAdminSignedIn(page, '/admin/events');
  await page.getByRole('link', { name: 'Novo Evento' }).click();
  await expect(page.getByRole('heading', { name: 'Novo Evento', level: 1 })).toBeVisible();

  // Invalid link: the form refuses and keeps the input.
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await typeEventDate(page, 'Data de início', 10, 19);
  await typeEventDate(page, 'Data de término', 10, 21);
  await page.getByLabel('Local').fill('  ');
  await page.getByLabel('Cidade').fill('Recife');
  await page.getByLabel('Estado').fill('PE');
  await page.getByLabel('País').fill('Brasil');
  await page.getByLabel('Tópicos').fill(' NPS, Jornada ,, CX ');
  await page.getByLabel('Link externo').fill('nao-e-link');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Informe uma URL válida (http:// ou https://).')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue(title);

  // Online hides the place fields.
  await switchNamed(page, 'Evento online').click();
  await expect(page.getByLabel('Cidade')).toHaveCount(0);
  await switchNamed(page, 'Evento online').click();
  await expect(page.getByLabel('Cidade')).toBeVisible();

  await page.getByLabel('Link externo').fill('https://eventos.example.com/encontro');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Evento criado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/events$/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();

  const db = service();
  const { data: saved } = await db.from('events').select('*').eq('title', title).single();
  expect(saved!.topics).toEqual(['NPS', 'Jornada', 'CX']);
  expect(saved!.location).toBeNull();
  expect(saved!.city).toBe('Recife');
  expect(saved!.is_active).toBe(true);

  // Edit: becomes online, place fields cleared, description blank stays null.
  await row.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { name: 'Editar Evento', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Tópicos')).toHaveValue('NPS, Jornada, CX');
  await switchNamed(page, 'Evento online').click();
  await page.getByLabel('Tópicos').fill('NPS, Online');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Evento atualizado com sucesso!')).toBeVisible();
  const { data: edited } = await db.from('events').select('*').eq('id', saved!.id).single();
  expect(edited!.is_online).toBe(true);
  expect(edited!.city).toBeNull();
  expect(edited!.topics).toEqual(['NPS', 'Online']);
  await expect(row).toContainText('Online');

  // A failed save keeps the form: end before start is refused by the database too, but the form says it first.
  await row.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { name: 'Editar Evento', level: 1 })).toBeVisible();
  await typeEventDate(page, 'Data de término', 9, 8);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    page.getByText('A data de término deve ser igual ou posterior à data de início.'),
  ).toBeVisible();
  // Leaving the unsaved form asks first.
  page.once('dialog', (question) => void question.accept());
  await page.getByRole('link', { name: 'Eventos' }).click();
  await expect(page).toHaveURL(/\/admin\/events$/);

  // Deactivate from the list.
  await row.getByRole('button', { name: 'Desativar' }).click();
  await expect(toast(page, 'Evento desativado com sucesso!')).toBeVisible();
  await expect(row).toHaveCount(0); // 'Somente ativos' hides it now
  await switchNamed(page, 'Somente ativos').click();
  await expect(row).toContainText('Inativo');

  // Delete asks first; cancelling keeps it.
  await row.getByRole('button', { name: 'Excluir' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Tem certeza que deseja remover este evento?');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Evento removido com sucesso!')).toBeVisible();
  await expect(row).toHaveCount(0);
  const { data: gone } = await db.from('events').select('id').eq('id', saved!.id);
  expect(gone).toEqual([]);
});

test('events: a database refusal shows "Erro ao criar evento" and keeps the input', async ({ page }) => {
  const title = unique('Evento recusado');
  await openAdminSignedIn(page, '/admin/events/create');
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await typeEventDate(page, 'Data de início', 5, 10);
  await typeEventDate(page, 'Data de término', 5, 12);
  // The page's own link check accepts it; the database's stricter rule (no spaces) refuses it.
  await page.getByLabel('Link externo').fill('https://exemplo.com/com espaço');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Erro ao criar evento')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/events\/create$/);
  await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue(title);
});

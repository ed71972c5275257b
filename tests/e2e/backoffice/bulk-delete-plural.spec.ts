import { expect, test } from '../test.ts';
import { db, expectDeleteFinal, undoNotice, unique } from './content-helpers.ts';
import { openAdminSignedIn } from './admin-session.ts';

test.use({ actionTimeout: 15_000 });

test('bulk delete of two jobs asks in the plural and can be undone, like a single delete', async ({
  page,
}) => {
  const id = unique();
  const jobs = [`Vaga plural A ${id}`, `Vaga plural B ${id}`];
  const { error } = await db()
    .from('jobs')
    .insert(jobs.map((title) => ({ title, company: 'Elo', is_active: true, source: 'manual' })));
  expect(error).toBeNull();
  try {
    await openAdminSignedIn(page, '/admin/jobs');
    const toolbar = page.locator('.RaBulkActionsToolbar-toolbar');
    const select = async () => {
      for (const title of jobs)
        await page.getByRole('row').filter({ hasText: title }).getByRole('checkbox').check();
      await expect(page.getByText('2 selecionados')).toBeVisible();
    };

    await select();
    await toolbar.getByRole('button', { name: 'Excluir' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Remover 2 vagas');
    await expect(dialog).toContainText('Tem certeza que deseja remover estas 2 vagas?');
    await expect(dialog).not.toContainText('esta vaga?');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    for (const title of jobs) await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);

    // 'Desfazer' brings both back untouched.
    await undoNotice(page, '2 vagas removidas').getByRole('button', { name: 'Desfazer' }).click();
    for (const title of jobs) await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
    expect((await db().from('jobs').select('title').in('title', jobs)).data).toHaveLength(2);

    // Left alone, the notification closes and the delete becomes final.
    await select();
    await toolbar.getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expectDeleteFinal(page, '2 vagas removidas');
    await expect
      .poll(async () => (await db().from('jobs').select('title').in('title', jobs)).data)
      .toEqual([]);
  } finally {
    await db().from('jobs').delete().in('title', jobs);
  }
});

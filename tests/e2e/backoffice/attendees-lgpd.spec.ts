import { readFile } from 'node:fs/promises';
import { expect, test } from '../csp.ts';
import { deleteAuthUser, insertLinkedinUser } from '../../helpers/db.ts';
import { EVENT_IDS, MEMBER_ANA_EMAIL, memberId } from '../../helpers/seed-ids.ts';
import { sql } from '../site/support.ts';
import { e2eEnv } from '../env.ts';
import { toast } from './helpers.ts';
import { openAdminSignedIn } from './admin-session.ts';

const EVENT_ID = EVENT_IDS.upcomingRio;
const ATTENDEES = [memberId(1), memberId(2)];

test.describe('back-office: attendees and LGPD requests', () => {
  test.describe.configure({ timeout: 120_000 });

  test('events list counts, attendee list with CSV export, capacity field', async ({ page }) => {
    for (const id of ATTENDEES) {
      await sql(
        `insert into public.event_rsvps (event_id, member_id) values ($1, $2) on conflict do nothing`,
        [EVENT_ID, id],
      );
    }
    try {
      const [{ n }] = (await sql<{ n: string }>(
        'select count(*) as n from public.event_rsvps where event_id = $1',
        [EVENT_ID],
      )) as [{ n: string }];
      const [{ title }] = (await sql<{ title: string }>('select title from public.events where id = $1', [
        EVENT_ID,
      ])) as [{ title: string }];
      await openAdminSignedIn(page, '/admin/events');
      const row = page.getByRole('row').filter({ hasText: title });
      await expect(row.getByText(`${n} confirmados`, { exact: true })).toBeVisible();

      await page.goto(`/admin/events/${EVENT_ID}`);
      await expect(page.getByRole('heading', { name: `Participantes confirmados (${n})` })).toBeVisible();
      const table = page.getByRole('table', { name: 'Participantes confirmados' });
      await expect(table.getByText(MEMBER_ANA_EMAIL)).toBeVisible();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Exportar CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^participantes-.+\.csv$/);
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv.split('\r\n')[0]).toContain('Nome;E-mail;Confirmado em');
      expect(csv).toContain(MEMBER_ANA_EMAIL);

      await page.getByLabel('Vagas').fill('30');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(toast(page, 'Evento atualizado com sucesso!')).toBeVisible();
      const [saved] = await sql<{ capacity: number }>('select capacity from public.events where id = $1', [
        EVENT_ID,
      ]);
      expect(saved!.capacity).toBe(30);
      await page.goto('/admin/events');
      await expect(
        page.getByRole('row').filter({ hasText: title }).getByText(`${n}/30 confirmados`, { exact: true }),
      ).toBeVisible();
    } finally {
      await sql('update public.events set capacity = null where id = $1', [EVENT_ID]);
      await sql('delete from public.event_rsvps where event_id = $1 and member_id = any ($2)', [
        EVENT_ID,
        ATTENDEES,
      ]);
    }
  });

  test('an admin exports and erases a member for a request received by e-mail', async ({ page }) => {
    const user = await insertLinkedinUser(e2eEnv().dbUrl, 'pedido-lgpd');
    const name = `Pessoa Pedido ${user.id.slice(0, 6)}`;
    await sql(`insert into public.members (id, full_name, email, linkedin_id) values ($1, $2, $3, $4)`, [
      user.id,
      name,
      user.email,
      user.sub,
    ]);
    try {
      await openAdminSignedIn(page, '/admin/members');
      await page.getByRole('textbox', { name: 'Buscar por nome ou e-mail' }).fill(name);
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row).toHaveCount(1);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        row.getByRole('button', { name: `Exportar dados de ${name}` }).click(),
      ]);
      const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
        member: { id: string; email: string };
      };
      expect(exported.member).toMatchObject({ id: user.id, email: user.email });

      await row.getByRole('button', { name: `Excluir conta de ${name}` }).click();
      await page.getByRole('button', { name: 'Excluir definitivamente' }).click();
      await expect(toast(page, 'Conta excluída')).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
      const left = await sql(
        'select 1 from auth.users where id = $1 union all select 1 from public.members where id = $1',
        [user.id],
      );
      expect(left).toEqual([]);
    } finally {
      await deleteAuthUser(e2eEnv().dbUrl, user.id);
    }
  });
});

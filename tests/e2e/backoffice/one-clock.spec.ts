import { expect, test } from '../test.ts';
import { dayIn, instantAt } from '#shared/zonedTime.ts';
import { service, toast, unique } from './helpers.ts';
import { dateTimeField, typeDateTime } from './picker-helpers.ts';
import { openAdminSignedIn } from './admin-session.ts';

test.use({ actionTimeout: 15_000 });

/** 'dd/mm/aaaa às HH:mm' as a page writes it. */
const SHOWN_TIME = /\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/;

/** A Brasília wall time some days from now. */
function brasiliaAt(daysFromNow: number, hour: number, minute = 0): Date {
  const [year, month, day] = dayIn(new Date(Date.now() + daysFromNow * 24 * 3600_000))
    .split('-')
    .map(Number);
  return instantAt({ year: year!, month: month!, day: day!, hour, minute });
}

// The admin's browser abroad, in a zone ahead of Brasília and in one behind it (and in English there:
// the fields are still dd/mm/aaaa).
for (const { timezoneId, locale } of [
  { timezoneId: 'Europe/Lisbon', locale: 'pt-BR' },
  { timezoneId: 'America/Los_Angeles', locale: 'en-US' },
]) {
  test.describe(`an admin whose browser is in ${timezoneId}`, () => {
    test.use({ timezoneId, locale });

    test('sees and saves event times on the site’s clock, labelled as Brasília time', async ({ page }) => {
      const db = service();
      const start = brasiliaAt(20, 18);
      const { data: event, error } = await db
        .from('events')
        .insert({
          title: unique('Encontro de um só relógio'),
          start_date: start.toISOString(),
          end_date: new Date(start.getTime() + 2 * 3600_000).toISOString(),
          is_active: true,
          is_online: true,
        })
        .select()
        .single();
      expect(error).toBeNull();
      try {
        // The site says 18:00 (horário de Brasília) for it.
        await page.goto(`/events/${event!.id}`);
        const siteWhen = page.locator('.event-page__facts dd').first();
        await expect(siteWhen).toContainText('(horário de Brasília)');
        const siteStart = (await siteWhen.innerText()).match(SHOWN_TIME)![0];
        expect(siteStart).toMatch(/às 18:00$/);

        // The admin list shows the same hour, under a header that says which clock.
        await openAdminSignedIn(page, '/admin/events');
        await expect(page.getByRole('columnheader', { name: 'Início (horário de Brasília)' })).toBeVisible();
        const row = page.getByRole('row').filter({ hasText: event!.title });
        await expect(row).toContainText(siteStart);

        // The form shows it too, and saving a new hour stores that Brasília hour.
        await row.getByRole('link', { name: 'Editar' }).click();
        await expect(page.getByRole('heading', { name: 'Editar Evento', level: 1 })).toBeVisible();
        const startField = dateTimeField(page, 'Data de início (horário de Brasília)');
        await expect(startField).toContainText(`${siteStart.replace(' às ', ' ')}`);
        const newStart = brasiliaAt(20, 20, 30);
        const newEnd = brasiliaAt(20, 22, 0);
        await typeDateTime(startField, newStart.getTime());
        await typeDateTime(dateTimeField(page, 'Data de término (horário de Brasília)'), newEnd.getTime());
        await page.getByRole('button', { name: 'Salvar' }).click();
        await expect(toast(page, 'Evento atualizado com sucesso!')).toBeVisible();
        const { data: saved } = await db
          .from('events')
          .select('start_date, end_date')
          .eq('id', event!.id)
          .single();
        expect(new Date(saved!.start_date).getTime()).toBe(newStart.getTime());
        expect(new Date(saved!.end_date!).getTime()).toBe(newEnd.getTime());

        await page.goto(`/events/${event!.id}`);
        await expect(page.locator('.event-page__facts dd').first()).toContainText('às 20:30');
        await expect(page.locator('.event-page__facts dd').first()).toContainText('às 22:00');
      } finally {
        await db.from('events').delete().eq('id', event!.id);
      }
    });

    test('date filters read dd/mm/aaaa and mean whole Brasília days', async ({ page }) => {
      await openAdminSignedIn(page, '/admin/activity');
      const from = page.getByRole('group', { name: 'De' });
      await expect(from).toContainText('DD/MM/AAAA');
      await from.getByRole('spinbutton', { name: 'Dia' }).click();
      await page.keyboard.type('23112026');
      await expect(from).toContainText('23/11/2026');
      // The list asks for everything from that day's midnight in Brasília (03:00 UTC).
      await expect
        .poll(() => decodeURIComponent(new URL(page.url()).searchParams.get('filter') ?? ''))
        .toContain('"at@gte":"2026-11-23T03:00:00.000Z"');
      await expect(from).toContainText('23/11/2026');
    });
  });
}

import { readFile } from 'node:fs/promises';
import { expect, test } from '../test.ts';
import type { MailMessage } from '#supabase/local/mailbox/store.ts';
import { e2eEnv } from '../env.ts';
import { breakApi, holdScripts, sql, waitForHydration } from './support.ts';

test.describe('newsletter', () => {
  test('validates, stores one pending row for two identical submissions and asks to confirm by e-mail', async ({
    page,
  }) => {
    const email = `assinante.${Date.now()}@example.com.br`;
    await page.goto('/newsletter');
    const field = page.getByLabel('E-mail');
    const submit = page.getByRole('button', { name: 'Assinar' });

    await submit.click();
    await expect(page.getByText('Informe seu e-mail.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill('nome@empresa');
    await submit.click();
    await expect(page.getByText('Informe um e-mail válido, como nome@empresa.com.br.')).toBeVisible();

    for (let attempt = 0; attempt < 2; attempt++) {
      await field.fill(email.toUpperCase());
      await submit.click();
      await expect(page.getByText(`Quase lá! Enviamos um e-mail para ${email}`)).toBeVisible();
    }
    const rows = await sql<{ email: string; source: string; status: string }>(
      'select email, source, status from public.newsletter_subscribers where email = $1',
      [email],
    );
    expect(rows).toEqual([{ email, source: 'newsletter-page', status: 'pending' }]);

    // The 'Confirme sua inscrição' e-mail's link opens the confirmation page, which makes it count.
    const messages = (await (
      await fetch(`${e2eEnv().mailboxUrl}/api/messages?to=${encodeURIComponent(email)}`)
    ).json()) as MailMessage[];
    expect(messages.map((m) => m.subject)).toEqual(['Confirme sua inscrição']);
    await page.goto(messages[0].actionUrl!);
    await expect(page.getByRole('heading', { name: 'Inscrição confirmada!' })).toBeVisible();
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ]) {
      await page.setViewportSize({ width, height });
      await page.screenshot({
        path: `/work/shots/mail-newsletter/newsletter-confirmed-${width}x${height}.png`,
        fullPage: true,
      });
    }
    const [confirmed] = await sql<{ status: string }>(
      'select status from public.newsletter_subscribers where email = $1',
      [email],
    );
    expect(confirmed.status).toBe('confirmed');
  });

  test('a failure says so and keeps what was typed', async ({ page }) => {
    await breakApi(page, '/functions/v1/newsletter-subscribe');
    await page.goto('/newsletter');
    await page.getByLabel('E-mail').fill('falha@example.com.br');
    await page.getByRole('button', { name: 'Assinar' }).click();
    await expect(page.getByText(/Não foi possível concluir sua inscrição agora/)).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue('falha@example.com.br');
    expect(
      await sql('select 1 from public.newsletter_subscribers where email = $1', ['falha@example.com.br']),
    ).toHaveLength(0);
  });

  test('before the page has hydrated, Assinar waits; what was typed meanwhile is what is sent', async ({
    page,
  }) => {
    const email = `cedo.${Date.now()}@example.com.br`;
    const release = await holdScripts(page);
    await page.goto('/newsletter');
    const submit = page.getByRole('button', { name: 'Assinar' });
    // No script yet: no submission that would reload the page with the address in it.
    await expect(submit).toBeDisabled();
    await page.getByLabel('E-mail').fill(email);
    release();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText(`Quase lá! Enviamos um e-mail para ${email}`)).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });
});

test.describe('add to calendar', () => {
  test('the .ics download parses with the event start in UTC; Google link carries UTC dates', async ({
    page,
  }) => {
    const [row] = await sql<{ start_date: Date; end_date: Date }>(
      `select start_date, end_date from public.events where id = 'e0000000-0000-4000-8000-000000000005'`,
    );
    const utc = (date: Date) =>
      date
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}Z$/, 'Z');

    await page.goto('/events');
    const card = page.locator('article.event-card').filter({ hasText: 'Encontro Elo CX Rio de Janeiro' });
    await card.getByText('Adicionar ao calendário').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: 'Baixar arquivo .ics' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('encontro-elo-cx-rio-de-janeiro.ics');
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    const fields = new Map(
      ics
        .replace(/\r\n[ \t]/g, '')
        .split('\r\n')
        .filter((line) => line.includes(':'))
        .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)] as const),
    );
    expect(fields.get('DTSTART')).toBe(utc(row!.start_date));
    expect(fields.get('DTEND')).toBe(utc(row!.end_date));
    expect(fields.get('SUMMARY')).toBe('Encontro Elo CX Rio de Janeiro');
    expect(fields.get('UID')).toMatch(/^e0000000-0000-4000-8000-000000000005@/);
    expect(fields.get('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(fields.get('LOCATION')).toContain('Rio de Janeiro');

    const google = new URL((await card.getByRole('link', { name: /Google Agenda/ }).getAttribute('href'))!);
    expect(google.searchParams.get('dates')).toBe(`${utc(row!.start_date)}/${utc(row!.end_date)}`);
  });

  test('the calendar menu opens from the keyboard and closes with Esc', async ({ page }) => {
    await page.goto('/events');
    const card = page.locator('article.event-card').filter({ hasText: 'CX Day Curitiba' });
    const toggle = card.locator('summary');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const ics = card.getByRole('link', { name: 'Baixar arquivo .ics' });
    await expect(ics).toBeVisible();
    // The menu opens without script (a <details>); closing it on Esc is the page's script.
    await waitForHydration(toggle);
    await page.keyboard.press('Escape');
    await expect(ics).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('a calendar menu opened before the page has hydrated stays open until closed', async ({ page }) => {
    const releaseScripts = await holdScripts(page);
    await page.goto('/events', { waitUntil: 'commit' });
    const card = page.locator('article.event-card').filter({ hasText: 'CX Day Curitiba' });
    const toggle = card.locator('summary');
    await toggle.click();
    const ics = card.getByRole('link', { name: 'Baixar arquivo .ics' });
    await expect(ics).toBeVisible();
    // Every time the menu closes, with the event being handled then (a key press, or a task of the page's own).
    await card.locator('details').evaluate((details: HTMLDetailsElement) => {
      const closes: string[] = [];
      Object.assign(window, { calendarMenuCloses: closes });
      new MutationObserver(() => {
        if (!details.open) closes.push(window.event?.type ?? 'none');
      }).observe(details, { attributes: true, attributeFilter: ['open'] });
    });

    releaseScripts();
    await waitForHydration(toggle);
    // Still open once the page has hydrated, and closed by Esc, nothing before it.
    await expect(ics).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ics).toBeHidden();
    expect(
      await page.evaluate(() => (window as unknown as { calendarMenuCloses: string[] }).calendarMenuCloses),
    ).toEqual(['keydown']);
  });
});

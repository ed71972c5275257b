import { expect, test } from '../csp.ts';
import pg from 'pg';
import type { MailMessage } from '#supabase/local/mailbox/store.ts';
import { e2eEnv } from '../env.ts';
import { toast } from './helpers.ts';
import { openAdminSignedIn } from './admin-session.ts';

async function sql<T extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: e2eEnv().dbUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

async function mailTo(email: string): Promise<MailMessage[]> {
  const res = await fetch(`${e2eEnv().mailboxUrl}/api/messages?to=${encodeURIComponent(email)}`);
  return (await res.json()) as MailMessage[];
}

test('Enviar e-mail: the admin sends a message to the subscribers, each gets it once with a working unsubscribe link', async ({
  page,
}) => {
  const run = Date.now().toString(36);
  const subject = `Agenda de dezembro ${run}`;
  // A small audience of confirmed subscribers (the seed has none).
  const audience = ['ana', 'bruno', 'carla'].map((name) => `${name}.envio.${run}@example.com.br`);
  for (const email of audience) {
    await sql(
      `insert into public.newsletter_subscribers (email, source, status, confirmed_at)
       values ($1, 'e2e', 'confirmed', now())`,
      [email],
    );
  }

  await openAdminSignedIn(page, '/admin/campaigns');
  await page.getByRole('link', { name: 'Nova mensagem' }).click();
  await page.getByRole('textbox', { name: 'Assunto' }).fill(subject);
  await page.getByLabel('Mensagem (markdown)').fill('Olá!\n\nA **agenda de dezembro** já está no site.');
  await page.getByLabel('Assinantes confirmados da newsletter').check();
  await page.getByLabel('Membros da comunidade').uncheck();
  await page.getByRole('button', { name: 'Salvar' }).click();

  await page.getByRole('button', { name: 'Enviar', exact: true }).click({ timeout: 15_000 });
  const dialog = page.getByRole('dialog', { name: 'Enviar esta mensagem?' });
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(toast(page, 'Envio iniciado')).toBeVisible();

  // Everyone confirmed at this moment is the audience: ours, plus any another test confirmed.
  const [campaign] = await sql<{ id: string; recipients_count: number }>(
    'select id, recipients_count from public.mail_campaigns where subject = $1',
    [subject],
  );
  expect(campaign!.recipients_count).toBeGreaterThanOrEqual(audience.length);
  const total = campaign!.recipients_count;
  await expect(
    page.getByText(`${total} de ${total} processados · ${total} enviados · 0 com falha`),
  ).toBeVisible({
    timeout: 30_000,
  });
  // The campaign is finished once nothing is queued.
  await expect(page.getByText('Enviada', { exact: true })).toBeVisible({ timeout: 15_000 });
  for (const email of audience) {
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.getByText('Enviado')).toBeVisible();
  }

  for (const email of audience) {
    const received = (await mailTo(email)).filter((m) => m.subject === subject);
    expect(received, email).toHaveLength(1);
    expect(received[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(received[0]!.html).toContain('agenda de dezembro');
  }
  // No test prefix and no second copy, whoever else sends (the stack's scheduler runs too).
  const [delivered] = await sql<{ sent: string }>(
    `select count(*) filter (where status = 'sent') as sent from public.mail_deliveries where campaign_id = $1`,
    [campaign!.id],
  );
  expect(Number(delivered!.sent)).toBe(total);

  // The mailbox page lists it; the first reader unsubscribes through the message's own link.
  await page.goto(e2eEnv().mailboxUrl);
  await expect(page.getByRole('heading', { name: subject }).first()).toBeVisible();
  const [mail] = (await mailTo(audience[0]!)).filter((m) => m.subject === subject);
  await page.goto(mail!.unsubscribeUrl!);
  await page.getByRole('button', { name: 'Cancelar inscrição' }).click();
  await expect(page.getByRole('heading', { name: 'Inscrição cancelada' })).toBeVisible();
  const statuses = await sql<{ email: string; status: string }>(
    'select email, status from public.newsletter_subscribers where email = any ($1) order by email',
    [audience],
  );
  expect(statuses).toEqual([
    { email: audience[0], status: 'cancelled' },
    { email: audience[1], status: 'confirmed' },
    { email: audience[2], status: 'confirmed' },
  ]);
});

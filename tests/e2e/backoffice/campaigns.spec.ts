import type { Page } from '@playwright/test';
import { expect, test } from '../csp.ts';
import type { MailMessage } from '#supabase/local/mailbox/store.ts';
import { DEMO_ADMIN_EMAIL } from '../../helpers/seed-ids.ts';
import { e2eEnv } from '../env.ts';
import { toast } from './helpers.ts';
import { openAdminSignedIn } from './admin-session.ts';

const SHOTS = '/work/shots/mail-newsletter';

async function mailTo(email: string): Promise<MailMessage[]> {
  const res = await fetch(`${e2eEnv().mailboxUrl}/api/messages?to=${encodeURIComponent(email)}`);
  return (await res.json()) as MailMessage[];
}

async function shoot(page: Page, name: string) {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}x${height}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('Enviar e-mail: the admin sends a test to themself and its unsubscribe link works', async ({ page }) => {
  const subject = `Novidades de teste ${Date.now().toString(36)}`;
  await openAdminSignedIn(page);
  await page
    .getByRole('navigation', { name: 'Menu do painel' })
    .getByRole('link', { name: 'Enviar e-mail' })
    .click();
  await expect(page.getByRole('heading', { name: 'Enviar e-mail', level: 1 })).toBeVisible();
  await shoot(page, 'campaigns-list');

  await page.getByRole('link', { name: 'Nova mensagem' }).click();
  await page.getByRole('textbox', { name: 'Assunto' }).fill(subject);
  await page.getByLabel('Mensagem (markdown)').fill('Olá!\n\nTemos **novidades** na comunidade.');
  await expect(page.frameLocator('iframe[title="Prévia do e-mail"]').getByText('novidades')).toBeVisible();
  await shoot(page, 'campaigns-compose');

  await page.getByRole('button', { name: 'Enviar teste para mim' }).click();
  await expect(toast(page, 'Teste enviado')).toBeVisible();
  await expect
    .poll(
      async () => (await mailTo(DEMO_ADMIN_EMAIL)).filter((m) => m.subject === `[Teste] ${subject}`).length,
    )
    .toBe(1);
  const [mail] = (await mailTo(DEMO_ADMIN_EMAIL)).filter((m) => m.subject === `[Teste] ${subject}`);
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  // The mailbox page shows the message; its unsubscribe link opens the site's page and works.
  await page.goto(e2eEnv().mailboxUrl);
  await expect(page.getByRole('heading', { name: `[Teste] ${subject}` })).toBeVisible();
  await page.goto(mail.unsubscribeUrl!);
  await shoot(page, 'newsletter-cancel-ask');
  await page.getByRole('button', { name: 'Cancelar inscrição' }).click();
  await expect(page.getByRole('heading', { name: 'Inscrição cancelada' })).toBeVisible();
  await shoot(page, 'newsletter-cancelled');
  // Opening it again is harmless and says the same.
  await page.goto(mail.unsubscribeUrl!);
  await page.getByRole('button', { name: 'Cancelar inscrição' }).click();
  await expect(page.getByRole('heading', { name: 'Inscrição cancelada' })).toBeVisible();
});

test('Enviar e-mail: saving a message shows its send panel with the preview', async ({ page }) => {
  await openAdminSignedIn(page, '/admin/campaigns');
  await page.getByRole('link', { name: 'Avisar membros do lançamento' }).click();
  await expect(page.getByRole('textbox', { name: 'Assunto' })).toHaveValue(/foi lançado!/);
  await page.getByRole('button', { name: 'Salvar' }).click();
  // Saving redirects to the message's page, which waits for the new record.
  await expect(page.getByRole('button', { name: 'Enviar', exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('main').getByText('Membros', { exact: true })).toBeVisible();
  await shoot(page, 'campaigns-show');
});

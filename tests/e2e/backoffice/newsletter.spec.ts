import { readFile } from 'node:fs/promises';
import { expect, test } from '../csp.ts';
import { anonClient } from '../../helpers/supabase.ts';
import { e2eEnv } from '../env.ts';
import { service, toast } from './helpers.ts';
import { openAdminSignedIn } from './admin-session.ts';

test('newsletter: an admin sees a site subscription, exports the CSV and removes it', async ({ page }) => {
  const email = `assinante.${Date.now().toString(36)}@example.com.br`;
  const { error } = await anonClient(e2eEnv().apiUrl).rpc('subscribe_newsletter', {
    _email: email,
    _source: 'newsletter-page',
  });
  expect(error).toBeNull();
  // A second address stays pending (never confirmed by e-mail): listed, but not exported.
  const pendingEmail = `pendente.${Date.now().toString(36)}@example.com.br`;
  await anonClient(e2eEnv().apiUrl).rpc('subscribe_newsletter', { _email: pendingEmail });
  await service()
    .from('newsletter_subscribers')
    .update({ status: 'confirmed', confirmed_at: new Date().toISOString() })
    .eq('email', email);

  await openAdminSignedIn(page);
  await page
    .getByRole('navigation', { name: 'Menu do painel' })
    .getByRole('link', { name: 'Newsletter' })
    .click();
  await expect(page.getByRole('heading', { name: 'Newsletter', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row).toContainText('newsletter-page');
  await expect(row).toContainText('Confirmada');
  await expect(page.getByRole('row').filter({ hasText: pendingEmail })).toContainText('Pendente');

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('assinantes-newsletter.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('E-mail;Consentimento;Consentimento (ISO 8601);Origem');
  expect(csv).toContain(`${email};`);
  expect(csv).not.toContain(pendingEmail);

  await row.getByRole('button', { name: 'Remover' }).click();
  await expect(toast(page, 'Assinatura removida')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  const { count } = await service()
    .from('newsletter_subscribers')
    .select('id', { count: 'exact', head: true })
    .eq('email', email);
  expect(count).toBe(0);
});

import { expect, test } from '../csp.ts';
import { openAdminSignedIn } from './admin-session.ts';

test.use({ actionTimeout: 15_000 });

test('the dashboard draws the weekly trends from the seed data, each with its table', async ({ page }) => {
  await openAdminSignedIn(page);
  const charts = page.getByTestId('trend-charts');
  await expect(page.getByRole('heading', { name: 'Tendências (últimas 12 semanas)' })).toBeVisible();
  for (const title of [
    'Novos membros por semana',
    'Logins por semana',
    'Assinantes confirmados da newsletter',
  ]) {
    const card = charts.getByRole('region', { name: title });
    await expect(card.locator('svg').first()).toBeVisible();
    // The table alternative: 12 weeks, labelled dd/MM.
    await card.getByRole('button', { name: 'Ver tabela' }).click();
    const table = card.getByRole('table', { name: title });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(13);
    await expect(table.getByRole('rowheader').first()).toHaveText(/^\d{2}\/\d{2}$/);
    await card.getByRole('button', { name: 'Ver gráfico' }).click();
    await expect(card.locator('svg').first()).toBeVisible();
  }
  // The seed's members signed in over the last weeks: the login bars are not all zero.
  const logins = charts.getByRole('region', { name: 'Logins por semana' });
  const counts = await logins.getByRole('table').getByRole('cell').allInnerTexts();
  expect(counts.some((value) => value.trim() !== '0')).toBe(true);
  await expect(charts.getByRole('region', { name: /^Próximos eventos \(\d+\)$/ })).toBeVisible();
  await expect(charts.getByRole('region', { name: /^Rascunhos aguardando \(\d+\)$/ })).toBeVisible();
});

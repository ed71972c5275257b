import { expect, test } from '../test.ts';
import { service, unique } from './helpers.ts';
import { openAdminSignedIn } from './admin-session.ts';

test.use({ actionTimeout: 15_000 });

const LONG = 'Encontro nacional de lideranças de experiência do cliente '.repeat(4).trim();

test('a title stops at 120 characters with a counter in the form, and an old longer one keeps to three lines on its card', async ({
  page,
}) => {
  expect(LONG.length).toBeGreaterThanOrEqual(170);
  await openAdminSignedIn(page, '/admin/events/create');
  const title = page.getByRole('textbox', { name: 'Título' });
  await title.fill('Encontro');
  await expect(page.getByText('8/120 caracteres')).toBeVisible();
  await title.fill(LONG);
  await expect(title).toHaveValue(LONG.slice(0, 120));
  await expect(page.getByText('120/120 caracteres')).toBeVisible();

  // A title written before the limit (or by another tool) still fits its card on a phone.
  const db = service();
  const start = new Date(Date.now() + 3 * 24 * 3600_000);
  const longTitle = `${LONG} ${unique('x')}`;
  const { data: event } = await db
    .from('events')
    .insert({
      title: longTitle,
      start_date: start.toISOString(),
      end_date: new Date(start.getTime() + 3600_000).toISOString(),
      is_online: true,
      is_active: true,
    })
    .select('id')
    .single();
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/events');
    const heading = page
      .locator('article.event-card')
      .filter({ hasText: 'Encontro nacional' })
      .locator('.card__title');
    await expect(heading.first()).toBeVisible();
    const { height, lineHeight } = await heading.first().evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        height: element.getBoundingClientRect().height,
        lineHeight: parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2,
      };
    });
    expect(height).toBeLessThanOrEqual(lineHeight * 3 + 1);
    // The event's own page shows it whole.
    await page.goto(`/events/${event!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(longTitle);
  } finally {
    await db.from('events').delete().eq('id', event!.id);
  }
});

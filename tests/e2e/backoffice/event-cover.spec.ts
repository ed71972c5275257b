import { type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import path from 'node:path';
import { db, expectToast, FIXTURES, jpegSize, unique } from './content-helpers.ts';
import { openAdminSignedIn } from './admin-session.ts';

test.use({ actionTimeout: 15_000 });

// A 1×1 PNG: an image, but far too small for a cover.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** og:image and the JSON-LD image of the event page the server sent. */
async function shareImages(page: Page, id: string): Promise<{ og: string | null; jsonLd: unknown }> {
  await page.goto(`/events/${id}`);
  const og = await page.locator('meta[property="og:image"]').getAttribute('content');
  const jsonLd = JSON.parse(
    (await page.locator('article script[type="application/ld+json"]').textContent())!,
  );
  return { og, jsonLd: (jsonLd as { image?: unknown }).image };
}

test('an event cover: refused files say why, the 1.91:1 crop goes up on save and leads the event everywhere', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = `Encontro com capa ${unique()}`;
  const start = new Date(Date.now() + 2 * 3600_000);
  start.setSeconds(0, 0);
  const { data: event } = await db()
    .from('events')
    .insert({
      title,
      start_date: start.toISOString(),
      end_date: new Date(start.getTime() + 3600_000).toISOString(),
      is_online: true,
      is_active: true,
    })
    .select()
    .single();
  try {
    // Without a cover the share image is the drawn card.
    expect((await shareImages(page, event!.id)).og).toMatch(new RegExp(`/og/events/${event!.id}\\.png$`));

    await openAdminSignedIn(page, `/admin/events/${event!.id}`);
    await expect(page.getByRole('heading', { name: 'Editar Evento', level: 1 })).toBeVisible();
    const cover = page.getByTestId('event-cover');
    const file = cover.getByLabel('Arquivo da capa do evento');

    await file.setInputFiles({
      name: 'programa.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF'),
    });
    await expect(cover.getByRole('alert')).toHaveText(
      'Por favor, selecione uma imagem válida (JPG, PNG, GIF ou WebP)',
    );
    await file.setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(cover.getByRole('alert')).toHaveText('A imagem deve ter pelo menos 600x315 pixels');

    await file.setInputFiles(path.join(FIXTURES, 'photo-800x600.png'));
    await expect(cover.getByRole('img', { name: 'Recorte da capa' })).toBeVisible();
    await cover.getByRole('button', { name: 'Usar recorte' }).click();
    await expect(cover.getByRole('img', { name: 'Nova capa (salve para enviar)' })).toBeVisible();
    await expect(cover.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Evento atualizado com sucesso!');

    const { data: saved } = await db().from('events').select('cover_image_url').eq('id', event!.id).single();
    const url = saved!.cover_image_url!;
    // Stored as post covers are: bucket post-covers, the admin's own folder.
    const { data: admin } = await db().from('user_roles').select('user_id').eq('role', 'admin');
    const adminIds = (admin ?? []).map((row) => row.user_id);
    const folder = /\/post-covers\/([^/]+)\/\d+-photo-800x600\.jpg$/.exec(url);
    expect(folder, url).not.toBeNull();
    expect(adminIds).toContain(folder![1]);
    const stored = await page.request.get(url);
    expect(stored.ok()).toBe(true);
    expect(stored.headers()['content-type']).toContain('image/jpeg');
    expect(jpegSize(await stored.body())).toEqual({ width: 1200, height: 630 });

    // The site: page, share image, JSON-LD and the /events card (the full home's events use the same card).
    expect(await shareImages(page, event!.id)).toEqual({ og: url, jsonLd: url });
    await expect(page.locator('img.article__cover')).toHaveAttribute('src', url);
    await page.goto('/events');
    const card = page.locator('article.event-card').filter({ hasText: title });
    await expect(card.locator('img.event-card__cover')).toHaveAttribute('src', url);

    // 'Remover capa' brings the drawn card back.
    await page.goto(`/admin/events/${event!.id}`);
    // The back-office shows the saved cover as Storage's rendition at its shown size.
    const current = cover.getByRole('img', { name: 'Capa atual' });
    await expect(current).toHaveAttribute(
      'src',
      `${url.replace('/object/public/', '/render/image/public/')}?width=382&height=200&resize=cover`,
    );
    await expect
      .poll(() => current.evaluate((img: HTMLImageElement) => img.naturalHeight))
      .toBeGreaterThan(0);
    await cover.getByRole('button', { name: 'Remover capa' }).click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Evento atualizado com sucesso!');
    await expect
      .poll(
        async () => (await db().from('events').select('cover_image_url').eq('id', event!.id).single()).data,
      )
      .toEqual({ cover_image_url: null });
    expect((await shareImages(page, event!.id)).og).toMatch(new RegExp(`/og/events/${event!.id}\\.png$`));
    await expect(page.locator('img.article__cover')).toHaveCount(0);
  } finally {
    await db().from('events').delete().eq('id', event!.id);
  }
});

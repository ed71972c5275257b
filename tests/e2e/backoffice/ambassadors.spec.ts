import { expect, test } from '../csp.ts';
import path from 'node:path';
import { db, expectDeleteFinal, expectToast, FIXTURES, jpegSize, unique } from './content-helpers.ts';
import { openAdminSignedIn } from './admin-session.ts';

test.describe('Embaixadores', () => {
  test.beforeEach(async ({ page }) => {
    await openAdminSignedIn(page);
  });

  test('create with a cropped photo, edit, deactivate, remove the photo and delete', async ({ page }) => {
    // A long name, as real ones are: the card shows it whole.
    const name = `Embaixadora Teste Maria Aparecida dos Santos ${unique()}`;
    await page.goto('/admin/ambassadors');
    await page.getByRole('link', { name: 'Novo Embaixador' }).click();
    await expect(page.getByRole('heading', { name: 'Novo Embaixador' }).first()).toBeVisible();

    // A non-image is refused with the spec's message.
    const photoInput = page.getByLabel('Arquivo da foto');
    await photoInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('oi') });
    await expectToast(page, 'Por favor, selecione uma imagem válida');

    await page.getByLabel('Nome').fill(name);
    await page.getByLabel('Empresa').fill('Elo CX Labs');
    await page.getByLabel('Especialidades').fill('Jornada do cliente, NPS');
    await page.getByLabel('LinkedIn (URL)').fill('https://www.linkedin.com/in/teste');

    await photoInput.setInputFiles(path.join(FIXTURES, 'photo-800x600.png'));
    await expect(page.getByRole('button', { name: 'Salvar foto' })).toBeVisible();
    await expect(page.getByTestId('ambassador-photo')).toHaveAttribute('data-state', 'cropping');
    // react-image-crop's keyboard nudges: arrow 1px, shift+arrow 10px.
    const selection = page.locator('.ReactCrop__crop-selection');
    await expect(selection).toBeVisible();
    const before = (await selection.boundingBox())!;
    expect(before.width).toBeCloseTo(before.height, 0);
    await selection.focus();
    await page.keyboard.press('ArrowLeft');
    const afterOne = (await selection.boundingBox())!;
    expect(before.x - afterOne.x).toBeCloseTo(1, 0);
    await page.keyboard.press('Shift+ArrowLeft');
    const afterTen = (await selection.boundingBox())!;
    expect(afterOne.x - afterTen.x).toBeCloseTo(10, 0);
    await page.getByRole('button', { name: 'Salvar foto' }).click();
    await expectToast(page, 'Foto carregada com sucesso!');
    await expect(page.getByRole('button', { name: 'Alterar foto' })).toBeVisible();

    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expectToast(page, 'Embaixador criado com sucesso!');
    const card = page.getByRole('article', { name });
    const cardName = card.getByRole('heading', { name });
    await expect(cardName).toBeVisible();
    expect(await cardName.evaluate((heading) => heading.scrollWidth <= heading.clientWidth)).toBe(true);
    await expect(card).toBeVisible();
    await expect(card.getByText('Ativo', { exact: true })).toBeVisible();

    // The stored photo is a 400×400 JPEG named after the ambassador.
    const { data: row, error } = await db().from('ambassadors').select('*').eq('name', name).single();
    expect(error).toBeNull();
    const slugName = name.toLowerCase().replace(/\s+/g, '-');
    expect(row!.photo_url).toMatch(new RegExp(`/ambassador-photos/${slugName}-\\d+\\.jpg$`));
    const response = await page.request.get(row!.photo_url!);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('image/jpeg');
    expect(jpegSize(new Uint8Array(await response.body()))).toEqual({ width: 400, height: 400 });
    expect(row!.linkedin_url).toBe('https://www.linkedin.com/in/teste');

    // Edit: new company, inactive.
    await card.getByRole('link', { name: 'Editar' }).click();
    await expect(page.getByRole('heading', { name: 'Editar Embaixador' }).first()).toBeVisible();
    await page.getByLabel('Empresa').fill('Elo CX Consultoria');
    await page.getByLabel('Ativo').uncheck();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expectToast(page, 'Embaixador atualizado com sucesso!');
    await expect(card.getByText('Inativo', { exact: true })).toBeVisible();
    await expect(card.getByText('Elo CX Consultoria')).toBeVisible();

    // Change the photo: a new file is stored and the old one removed.
    await card.getByRole('link', { name: 'Editar' }).click();
    await page.getByLabel('Arquivo da foto').setInputFiles(path.join(FIXTURES, 'photo-800x600.png'));
    await page.getByRole('button', { name: 'Salvar foto' }).click();
    await expectToast(page, 'Foto carregada com sucesso!');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expectToast(page, 'Embaixador atualizado com sucesso!');
    const { data: changed } = await db().from('ambassadors').select('photo_url').eq('id', row!.id).single();
    expect(changed!.photo_url).not.toBe(row!.photo_url);
    expect((await page.request.get(row!.photo_url!)).status()).toBeGreaterThanOrEqual(400);
    const newPhoto = await page.request.get(changed!.photo_url!);
    expect(jpegSize(new Uint8Array(await newPhoto.body()))).toEqual({ width: 400, height: 400 });

    // Remove the photo: the field is cleared and the file deleted.
    await card.getByRole('link', { name: 'Editar' }).click();
    await page.getByRole('button', { name: 'Remover foto' }).click();
    await expectToast(page, 'Foto removida');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expectToast(page, 'Embaixador atualizado com sucesso!');
    const { data: afterRemoval } = await db()
      .from('ambassadors')
      .select('photo_url')
      .eq('id', row!.id)
      .single();
    expect(afterRemoval!.photo_url).toBeNull();
    expect((await page.request.get(changed!.photo_url!)).status()).toBeGreaterThanOrEqual(400);

    // Delete at once, without confirmation.
    await card.getByRole('button', { name: 'Remover' }).click();
    await expect(card).toHaveCount(0);
    await expectDeleteFinal(page, 'Embaixador removido com sucesso!');
    await expect
      .poll(async () => (await db().from('ambassadors').select('id').eq('id', row!.id)).data)
      .toEqual([]);
  });

  test('required fields keep the form filled and show the errors', async ({ page }) => {
    await page.goto('/admin/ambassadors/create');
    await page.getByLabel('Nome').fill('Só o nome');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('Empresa é obrigatória')).toBeVisible();
    await expect(page.getByLabel('Nome')).toHaveValue('Só o nome');
  });
});

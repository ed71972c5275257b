import { expect, test } from '../csp.ts';
import { statSync } from 'node:fs';
import path from 'node:path';
import { db, expectDeleteFinal, expectToast, FIXTURES, unique } from './content-helpers.ts';
import { openAdminSignedIn } from './admin-session.ts';

const VIDEO = path.join(FIXTURES, 'sample-320x240.webm');

test.describe('Vídeos', () => {
  test.beforeEach(async ({ page }) => {
    await openAdminSignedIn(page);
  });

  test('upload with progress saves the metadata; toggle, edit and delete', async ({ page }) => {
    test.setTimeout(120_000);
    const title = `Vídeo de teste ${unique()}`;
    await page.goto('/admin/videos');
    await expect(page.getByRole('heading', { name: 'Gerenciar Vídeos' }).first()).toBeVisible();
    await page
      .getByRole('link', { name: /Adicionar (Primeiro )?Vídeo/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Adicionar Novo Vídeo' }).first()).toBeVisible();

    // Validation: title, then file.
    await page.getByRole('button', { name: 'Criar' }).click();
    await expectToast(page, 'Erro', 'Título é obrigatório');
    await page.getByLabel('Título *').fill(title);
    await page.getByLabel('Descrição').fill('Um vídeo curto para testes');
    await page.getByLabel('Tags').fill('teste, cx , ');
    await page.getByRole('button', { name: 'Criar' }).click();
    await expectToast(page, 'Erro', 'Arquivo de vídeo é obrigatório');

    // A pt-BR button picks the file (the browser's own 'Choose File' stays hidden); its name shows once.
    await expect(page.getByText('Nenhum arquivo escolhido')).toBeVisible();
    expect((await page.locator('#video-file').boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
    await page.getByLabel('Arquivo de Vídeo *').setInputFiles(VIDEO);
    await expect(page.getByText(path.basename(VIDEO), { exact: true })).toHaveCount(1);
    await expect(page.getByText('Trocar vídeo')).toBeVisible();

    // A slow upload link keeps the progress phase on screen long enough to see it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 50,
      downloadThroughput: -1,
      uploadThroughput: 8 * 1024,
    });
    await page.getByRole('button', { name: 'Criar' }).click();
    const bar = page.getByRole('progressbar', { name: 'Progresso do envio' });
    await expect(bar).toBeVisible({ timeout: 20_000 });
    await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/);
    await expect(page.getByRole('button', { name: 'Enviando...' })).toBeVisible();
    await expectToast(page, 'Vídeo criado com sucesso!');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const { data: row, error } = await db().from('videos').select('*').eq('title', title).single();
    expect(error).toBeNull();
    expect(row).toMatchObject({
      description: 'Um vídeo curto para testes',
      tags: ['teste', 'cx'],
      is_active: true,
      file_size_bytes: statSync(VIDEO).size,
      duration_seconds: 3,
      width_pixels: 320,
      height_pixels: 240,
      video_format: 'webm',
    });
    expect(row!.video_url).toMatch(new RegExp(`/videos/${row!.author_id}/\\d+\\.webm$`));
    expect((await page.request.head(row!.video_url)).ok()).toBe(true);

    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Duração: 0:03');
    await expect(card).toContainText('Formato: webm');
    await expect(card).toContainText('Dimensões: 320x240');
    await expect(card).toContainText(
      `Tamanho: ${(statSync(VIDEO).size / 1024).toFixed(1).replace('.', ',')} KB`,
    );
    await expect(card.locator('video')).toHaveAttribute('preload', 'metadata');

    // Desativar / Ativar.
    await card.getByRole('button', { name: 'Desativar' }).click();
    await expectToast(page, 'Vídeo atualizado com sucesso!');
    await expect(card.getByText('Inativo', { exact: true })).toBeVisible();

    // Every edit save makes it active again.
    await card.getByRole('link', { name: 'Editar' }).click();
    await expect(page.getByRole('heading', { name: 'Editar Vídeo' }).first()).toBeVisible();
    await expect(page.getByLabel('Arquivo de Vídeo *')).toHaveCount(0);
    await page.getByLabel('Título *').fill(`${title} (editado)`);
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expectToast(page, 'Vídeo atualizado com sucesso!');
    const edited = page.getByRole('article', { name: `${title} (editado)` });
    await expect(edited.getByText('Ativo', { exact: true })).toBeVisible();

    await edited.getByRole('button', { name: 'Excluir' }).click();
    await expect(edited).toHaveCount(0);
    await expectDeleteFinal(page, 'Vídeo excluído com sucesso!');
    await expect
      .poll(async () => (await db().from('videos').select('id').eq('id', row!.id)).data)
      .toEqual([]);
  });

  test('unreadable metadata never blocks saving; a refused file shows the upload error', async ({ page }) => {
    const title = `Vídeo sem metadados ${unique()}`;
    await page.goto('/admin/videos/create');
    await page.getByLabel('Título *').fill(title);
    // Bytes the browser cannot decode, under a video type the bucket accepts.
    await page.getByLabel('Arquivo de Vídeo *').setInputFiles({
      name: 'corrompido.mp4',
      mimeType: 'video/mp4',
      buffer: Buffer.from('isto não é um vídeo'),
    });
    await page.getByRole('button', { name: 'Criar' }).click();
    await expectToast(page, 'Vídeo criado com sucesso!');
    const { data: row } = await db().from('videos').select('*').eq('title', title).single();
    expect(row).toMatchObject({
      duration_seconds: null,
      width_pixels: null,
      height_pixels: null,
      video_format: 'mp4',
      file_size_bytes: Buffer.byteLength('isto não é um vídeo'),
    });
    await db().from('videos').delete().eq('id', row!.id);

    // The videos bucket refuses video types it does not list: 'Erro no upload' in pt-BR and no row.
    const refused = `Vídeo recusado ${unique()}`;
    await page.goto('/admin/videos/create');
    await page.getByLabel('Título *').fill(refused);
    await page.getByLabel('Arquivo de Vídeo *').setInputFiles({
      name: 'filme.mkv',
      mimeType: 'video/x-matroska',
      buffer: Buffer.from('matroska'),
    });
    await page.getByRole('button', { name: 'Criar' }).click();
    await expectToast(page, 'Erro no upload', 'Tipo de arquivo não permitido.');
    await expect(page.getByText(/mime type/i)).toHaveCount(0);
    await expect(page.getByLabel('Título *')).toHaveValue(refused);
    const { data: none } = await db().from('videos').select('id').eq('title', refused);
    expect(none).toEqual([]);
  });
});

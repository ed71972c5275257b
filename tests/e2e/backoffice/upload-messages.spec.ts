import { expect, test } from '../csp.ts';
import { db, expectToast, unique } from './content-helpers.ts';
import { shoot } from './account-helpers.ts';
import { openAdminSignedIn } from './admin-session.ts';

test.use({ actionTimeout: 15_000 });

test.describe('uploads: refusals said in pt-BR', () => {
  test.beforeEach(async ({ page }) => {
    await openAdminSignedIn(page);
  });

  test('video form: a file that is not a video is refused before any upload', async ({ page }) => {
    const title = `Não é vídeo ${unique()}`;
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/storage/v1/object/videos/'))
        uploads.push(request.url());
    });
    await page.goto('/admin/videos/create');
    await page.getByLabel('Título *').fill(title);
    await page.getByLabel('Arquivo de Vídeo *').setInputFiles({
      name: 'apresentacao.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await page.getByRole('button', { name: 'Criar' }).click();
    await expectToast(
      page,
      'Erro',
      'O arquivo escolhido não é um vídeo. Selecione um arquivo de vídeo (MP4, WebM, OGG ou MOV).',
    );
    await shoot(page, 'video-not-a-video');
    expect(uploads).toEqual([]);
    const { data: none } = await db().from('videos').select('id').eq('title', title);
    expect(none).toEqual([]);
  });

  test('blog cover: over 5 MB or not an image is refused with the spec message', async ({ page }) => {
    await page.goto('/admin/blog/create');
    await expect(page.getByRole('heading', { name: 'Criar Novo Post', exact: true }).first()).toBeVisible();
    const cover = page.locator('input[type="file"]');
    await cover.setInputFiles({
      name: 'capa-grande.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expectToast(page, 'Erro', 'A imagem deve ter no máximo 5MB');
    await cover.setInputFiles({ name: 'capa.txt', mimeType: 'text/plain', buffer: Buffer.from('oi') });
    await expectToast(page, 'Erro', 'Por favor, selecione uma imagem válida');
  });

  test("ambassador photo: a corrupt image says 'Erro ao ler o arquivo'", async ({ page }) => {
    await page.goto('/admin/ambassadors/create');
    await page.getByLabel('Arquivo da foto').setInputFiles({
      name: 'quebrada.png',
      mimeType: 'image/png',
      buffer: Buffer.from('isto não é uma imagem'),
    });
    await expectToast(page, 'Erro ao ler o arquivo');
    await expect(page.getByTestId('ambassador-photo')).toHaveAttribute('data-state', 'idle');
    await expect(page.getByRole('button', { name: 'Salvar foto' })).toHaveCount(0);
    await shoot(page, 'ambassador-photo-corrupt');
  });

  test('ambassador photo: a picture under 100×100 pixels is refused before cropping', async ({ page }) => {
    await page.goto('/admin/ambassadors/create');
    // A real 60×60 PNG, drawn by the browser.
    const small = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 60;
      canvas.height = 60;
      canvas.getContext('2d')!.fillRect(0, 0, 60, 60);
      return canvas.toDataURL('image/png').split(',')[1]!;
    });
    await page.getByLabel('Arquivo da foto').setInputFiles({
      name: 'pequena.png',
      mimeType: 'image/png',
      buffer: Buffer.from(small, 'base64'),
    });
    await expectToast(page, 'A imagem deve ter pelo menos 100x100 pixels');
    await expect(page.getByTestId('ambassador-photo')).toHaveAttribute('data-state', 'idle');
    await expect(page.getByRole('button', { name: 'Salvar foto' })).toHaveCount(0);
  });
});

import { expect, test } from '../csp.ts';
import { FAKE_COURSERA_CX_TITLES } from './fake-coursera.ts';
import { expectDeleteFinal, expectToast } from './content-helpers.ts';
import { service, toast, unique } from './helpers.ts';
import { openAdminSignedIn } from './admin-session.ts';

test.use({ actionTimeout: 15_000 });

test('courses: add, edit and delete (no confirmation) with the spec toasts', async ({ page }) => {
  const title = unique('Curso de Jornada E2E');
  const url = `https://cursos.example.com/${Date.now()}`;
  const db = service();
  await openAdminSignedIn(page);
  await page
    .getByRole('navigation', { name: 'Menu do painel' })
    .getByRole('link', { name: 'Cursos' })
    .click();
  await expect(page.getByRole('heading', { name: 'Gerenciar Cursos' })).toBeVisible();
  await page.getByRole('link', { name: 'Adicionar Curso' }).click();
  await expect(page.getByRole('heading', { name: 'Adicionar Curso', level: 1 })).toBeVisible();

  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByLabel('URL do curso').fill('cursos sem http');
  await page.getByLabel('URL da imagem').fill('imagem');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Informe uma URL válida (http:// ou https://).')).toHaveCount(2);

  await page.getByLabel('URL do curso').fill(url);
  await page.getByLabel('URL da imagem').fill('');
  await page.getByLabel('Instituição').fill('Escola Exemplo');
  await page.getByRole('combobox', { name: 'Nível' }).click();
  await page.getByRole('option', { name: 'Intermediário' }).click();
  await page.getByRole('combobox', { name: 'Idioma' }).click();
  await page.getByRole('option', { name: 'Português' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Curso criado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/courses$/);

  const { data: created } = await db.from('courses').select('*').eq('url', url).single();
  expect(created).toMatchObject({
    title,
    provider: 'Escola Exemplo',
    category: 'customer-experience',
    level: 'intermediate',
    language: 'Portuguese',
    source_platform: 'manual',
    image_url: null,
    is_active: true,
  });

  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { name: 'Editar Curso', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Título' }).fill(`${title} (revisado)`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Curso atualizado com sucesso!')).toBeVisible();
  const edited = page.getByRole('article', { name: `${title} (revisado)` });
  await expect(edited).toBeVisible();

  // Same URL twice: the database refuses, the form keeps the input.
  await page.getByRole('link', { name: 'Adicionar Curso' }).click();
  await page.getByRole('textbox', { name: 'Título' }).fill('Curso duplicado');
  await page.getByLabel('URL do curso').fill(url);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Erro ao criar curso')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue('Curso duplicado');
  await page
    .getByRole('navigation', { name: 'Menu do painel' })
    .getByRole('link', { name: 'Cursos' })
    .click();

  await edited.getByRole('button', { name: 'Excluir' }).click();
  await expect(edited).toHaveCount(0);
  await expectDeleteFinal(page, 'Curso removido com sucesso!');
  await expect
    .poll(async () => (await db.from('courses').select('id').eq('id', created!.id)).data)
    .toEqual([]);
});

test('courses: Coursera sync inserts the fake catalog once; Udemy fails clearly', async ({ page }) => {
  const db = service();
  const countCoursera = async () =>
    (await db.from('courses').select('*', { count: 'exact', head: true }).eq('source_platform', 'Coursera'))
      .count ?? -1;
  const before = await countCoursera();

  await openAdminSignedIn(page, '/admin/courses');
  await page.getByRole('button', { name: 'Sincronizar Coursera' }).click();
  await expectToast(page, 'Sincronização do Coursera concluída!');
  for (const title of FAKE_COURSERA_CX_TITLES) {
    await expect(page.getByRole('article', { name: title })).toBeVisible();
  }
  await expect(page.getByRole('article', { name: 'Machine Learning Basics (Fake)' })).toHaveCount(0);
  const afterFirst = await countCoursera();
  expect(afterFirst).toBe(before + FAKE_COURSERA_CX_TITLES.length);

  // A new toast, not the first sync's still on screen (expectToast marks the ones it accepted).
  await page.getByRole('button', { name: 'Sincronizar Coursera' }).click();
  await expectToast(page, 'Sincronização do Coursera concluída!');
  expect(await countCoursera()).toBe(afterFirst);
  for (const title of FAKE_COURSERA_CX_TITLES) {
    await expect(page.getByRole('article', { name: title })).toHaveCount(1);
  }

  await page.getByRole('button', { name: 'Sincronizar Udemy' }).click();
  await expect(toast(page, /Erro na sincronização do Udemy: .*Udemy/)).toBeVisible();
});

test('courses: a card whose image address fails shows no broken image', async ({ page }) => {
  const db = service();
  const { data: seeded } = await db
    .from('courses')
    .select('image_url')
    .not('image_url', 'is', null)
    .limit(1)
    .single();
  const goodImage = seeded!.image_url!;
  const badImage = goodImage.replace(/[^/]+$/, 'nao-existe.jpg');
  const stamp = Date.now();
  const course = { category: 'customer-experience', source_platform: 'manual', is_active: true };
  const rows = [
    {
      ...course,
      title: unique('Curso com imagem'),
      url: `https://cursos.example.com/ok-${stamp}`,
      image_url: goodImage,
    },
    {
      ...course,
      title: unique('Curso com imagem quebrada'),
      url: `https://cursos.example.com/ko-${stamp}`,
      image_url: badImage,
    },
  ];
  const { data: created, error } = await db.from('courses').insert(rows).select('id');
  expect(error).toBeNull();
  try {
    await openAdminSignedIn(page, '/admin/courses');
    const good = page.getByRole('article', { name: rows[0]!.title });
    const bad = page.getByRole('article', { name: rows[1]!.title });
    await expect(good).toBeVisible();
    await expect(bad).toBeVisible();
    // The working address paints its picture; the failing one leaves the card without an image.
    await expect
      .poll(() => good.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(bad.locator('img')).toHaveCount(0);
    await expect(bad.getByRole('heading', { name: rows[1]!.title })).toBeVisible();
  } finally {
    await db
      .from('courses')
      .delete()
      .in(
        'id',
        (created ?? []).map((row) => row.id),
      );
  }
});

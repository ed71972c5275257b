import { expect, test } from '../csp.ts';
import { DEMO_ADMIN } from '#supabase/local/demo.ts';
import { NON_ADMIN_EMAIL, NON_ADMIN_PASSWORD } from '../../helpers/seed-ids.ts';
import { clickHydrated, sql } from './support.ts';

test.describe('public routes show their seed content', () => {
  test('pre-launch home at /: title, join button, video, ambassadors, members, partner, social', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(
      page.getByRole('heading', { level: 1, name: 'comunidade dos líderes de Customer Experience' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Quero fazer parte!' })).toBeVisible();
    const video = page.locator('video');
    await expect(video).toHaveAttribute('src', /elo-cx-prelancamento\.webm$/);
    // The poster comes from the site's own origin (one connection less before the first screen).
    await expect(video).toHaveAttribute('poster', /^\/media\/video-poster\/[0-9a-f-]{36}\?v=\w+$/);
    // Playing muted by itself, with a pause button until the visitor reaches for the browser's controls.
    expect(
      await video.evaluate((v: HTMLVideoElement) => [v.autoplay, v.muted, v.controls, v.playsInline]),
    ).toEqual([true, true, false, true]);
    await expect(page.getByRole('button', { name: 'Pausar vídeo' })).toBeVisible();
    const ambassadors = page.getByRole('region', { name: 'Embaixadores' });
    await expect(ambassadors.getByText('Helena Vasconcelos')).toBeVisible();
    await expect(ambassadors.getByText('Marina Tavares')).toBeVisible();
    await expect(ambassadors.getByText('Otávio Lacerda')).toHaveCount(0); // inactive
    const members = page.getByRole('region', { name: 'Membros da comunidade' });
    await expect(members.getByRole('listitem')).toHaveCount(8);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /CX Brasil Partners/ })).toHaveAttribute(
      'href',
      'https://www.cxbrasil.org',
    );
    for (const network of ['LinkedIn', 'Instagram', 'TikTok']) {
      await expect(main.getByRole('link', { name: new RegExp(`^Elo CX no ${network}`) })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
    // / keeps the site's header and footer
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
  });

  test('/prelaunch has no header or footer', async ({ page }) => {
    await page.goto('/prelaunch');
    await expect(
      page.getByRole('heading', { name: 'comunidade dos líderes de Customer Experience' }),
    ).toBeVisible();
    await expect(page.getByText('Helena Vasconcelos')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Principal' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('navigation and footer link the main pages', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/events');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    for (const [name, href] of [
      ['Início', '/'],
      ['Eventos', '/events'],
      ['Cursos', '/courses'],
      ['Blog', '/blog'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const footer = page.getByRole('contentinfo');
    for (const href of ['/events', '/courses', '/blog']) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer.getByRole('link', { name: /CX Brasil Partners/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    await nav.getByRole('link', { name: 'Cursos' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cursos Elo CX' })).toBeVisible();
  });

  test('mobile side menu is a dialog that also links /newsletter and closes on Esc', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/blog');
    const open = page.getByRole('button', { name: 'Abrir menu' });
    await clickHydrated(open);
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Newsletter' })).toHaveAttribute('href', '/newsletter');
    const close = dialog.getByRole('button', { name: 'Fechar menu' });
    await expect(close).toBeFocused();
    // Focus stays inside the dialog: Shift+Tab from the first control wraps to the last link.
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('link', { name: 'Newsletter' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
    await clickHydrated(open);
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Newsletter' }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('/events: upcoming active events with badges, dd/MM/yyyy dates and topics +n', async ({ page }) => {
    await page.goto('/events');
    await expect(page).toHaveTitle(/Eventos Elo CX/);
    await expect(page.getByRole('heading', { level: 1, name: 'Eventos Elo CX' })).toBeVisible();
    const cards = page.locator('article.event-card');
    await expect(cards).toHaveCount(5);
    await expect(cards.first()).toContainText('Encontro Elo CX Rio de Janeiro');
    await expect(page.getByText('Meetup Elo CX Florianópolis')).toHaveCount(0); // inactive
    await expect(page.getByText('Webinar: NPS além da nota')).toHaveCount(0); // past
    const curitiba = cards.filter({ hasText: 'CX Day Curitiba' });
    await expect(curitiba.getByText('Presencial')).toBeVisible();
    await expect(curitiba.getByText('+2')).toBeVisible();
    await expect(curitiba.locator('time').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(
      cards
        .filter({ hasText: 'Webinar: IA generativa no atendimento' })
        .locator('.badge', { hasText: 'Online' }),
    ).toBeVisible();
  });

  test('/courses: carousels per platform, external search links, JSON-LD and hidden broken images', async ({
    page,
  }) => {
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Cursos Elo CX' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Coursera' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Udemy' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Elo CX Academy' })).toBeVisible();
    await expect(page.getByText('Voz do Cliente com IA')).toHaveCount(0); // inactive
    const more = page.getByRole('link', { name: /Ver mais cursos/ });
    await expect(more).toHaveCount(2);
    await expect(page.getByRole('link', { name: /Ver mais cursos na Coursera/ })).toHaveAttribute(
      'href',
      'https://www.coursera.org/search?query=customer%20experience',
    );
    await expect(page.getByRole('link', { name: /Ver mais cursos na Udemy/ })).toHaveAttribute(
      'href',
      'https://www.udemy.com/courses/search/?q=customer%20experience',
    );
    // Every active course, whatever other suites added to the shared stack before this one.
    const [{ active }] = await sql<{ active: number }>(
      'select count(*)::int as active from public.courses where is_active',
    );
    expect(active).toBeGreaterThanOrEqual(11);
    await expect(page.getByRole('link', { name: /^Ver curso/ })).toHaveCount(active);
    await expect(page.getByRole('button', { name: 'Próximos cursos de Coursera' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cursos anteriores de Coursera' })).toBeVisible();
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd['@type']).toBe('ItemList');
    expect(jsonLd.itemListElement).toHaveLength(active);
    expect(jsonLd.itemListElement[0].item['@type']).toBe('Course');
  });

  test('/courses: 2, 4 and 6 courses per view by screen width', async ({ page }) => {
    await page.goto('/courses');
    const track = page.getByRole('list', { name: 'Cursos de Coursera' });
    for (const [width, perView] of [
      [500, 2],
      [900, 4],
      [1400, 6],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      const ratio = await track.evaluate((element) => {
        const item = element.querySelector('li')!;
        return element.clientWidth / item.getBoundingClientRect().width;
      });
      expect(Math.round(ratio)).toBe(perView);
    }
  });

  test('/blog lists the published posts and opens one', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Elo CX' })).toBeVisible();
    await expect(page.locator('article.post-card')).toHaveCount(8);
    await expect(page.getByText('CX no varejo físico depois do digital')).toHaveCount(0); // draft
    await page.getByRole('link', { name: 'Mapeando a jornada do cliente de ponta a ponta' }).click();
    await expect(page).toHaveURL(/\/blog\/mapeando-a-jornada-do-cliente$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Mapeando a jornada do cliente de ponta a ponta' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Por que mapear a jornada' })).toBeVisible();
    await expect(page.getByText('Publicado em')).toBeVisible();
    await expect(page).toHaveTitle(/Mapeando a jornada/);
  });

  test('/blog/{slug} of a draft or unknown post shows the 404 page', async ({ page }) => {
    await page.goto('/blog/cx-no-varejo-fisico');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await page.goto('/blog/nao-existe');
    await expect(page.getByText('Oops! Página não encontrada')).toBeVisible();
  });

  test('/news lists published news', async ({ page }) => {
    await page.goto('/news');
    await expect(page.getByText('Comunidade Elo CX chega a mil membros')).toBeVisible();
    await expect(page.getByText('Mapeando a jornada do cliente de ponta a ponta')).toHaveCount(0);
  });

  test('/jobs: count, cards, Ver Vaga in a new tab and Candidatar opening the job', async ({ page }) => {
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { name: 'Vagas Disponíveis (5)' })).toBeVisible();
    const card = page.locator('article.job-card').filter({ hasText: 'Analista de Customer Success Pleno' });
    await expect(card.locator('.badge', { hasText: 'Remoto' })).toBeVisible();
    await expect(card.getByText('Nuvem Contábil')).toBeVisible();
    await expect(card.getByText('Fonte: Gupy')).toBeVisible();
    const link = card.getByRole('link', { name: /Ver Vaga/ });
    await expect(link).toHaveAttribute('href', 'https://nuvemcontabil.gupy.io/vagas/analista-cs-pleno');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await page
      .context()
      .route('https://nuvemcontabil.gupy.io/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Vaga</title>' }),
      );
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      card.getByRole('link', { name: /Candidatar/ }).click(),
    ]);
    await expect(popup).toHaveURL('https://nuvemcontabil.gupy.io/vagas/analista-cs-pleno');
    await popup.close();
    await expect(page.getByText('Estagiário(a) de Experiência do Cliente')).toHaveCount(0); // inactive
  });

  test('/community links the external forum in new tabs', async ({ page }) => {
    await page.goto('/community');
    for (const name of [/Entrar no fórum/, /Criar conta no fórum/]) {
      const link = page.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', /^https:\/\/forum\./);
    }
    await expect(page.getByRole('heading', { name: 'Networking' })).toBeVisible();
  });

  test('/login shows the LinkedIn sign-in', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Acessar sua conta' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar com LinkedIn' })).toBeVisible();
  });

  test("/admin-login leads to the panel's sign-in with its own words; a failure says so, an admin reaches the panel", async ({
    page,
  }) => {
    await page.goto('/admin-login');
    await expect(page).toHaveURL(/\/admin-auth\?entrada=admin-login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Painel administrativo' })).toBeVisible();
    const email = page.getByLabel('E-mail');
    await expect(email).toHaveAttribute('type', 'email');
    await email.fill(DEMO_ADMIN.email);
    await page.locator('#admin-password').fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Falha no login')).toBeVisible();
    await expect(page.getByText('Erro no login')).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin-auth\?entrada=admin-login$/);

    await page.locator('#admin-password').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Bem-vindo(a)' })).toContainText(
      'Login realizado com sucesso.',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // Signed in already: straight to the panel.
    await page.goto('/admin-login');
    await expect(page).toHaveURL(/\/admin\/?$/);
  });

  test('/admin-login signs a non-admin out at once', async ({ page }) => {
    await page.goto('/admin-login');
    await page.getByLabel('E-mail').fill(NON_ADMIN_EMAIL);
    await page.locator('#admin-password').fill(NON_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Você não possui permissões de administrador.')).toBeVisible();
    await expect(page.getByText('Falha no login')).toBeVisible();
    await expect(page).toHaveURL(/\/admin-auth\?entrada=admin-login$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Painel administrativo' })).toBeVisible();
  });

  test('/lp/{slug}: a published landing page with headings and dates', async ({ page }) => {
    await page.goto('/lp/imersao-elo-cx-2026');
    await expect(page.getByRole('heading', { level: 1, name: 'Imersão Elo CX 2026' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Programação' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Dia 1: Estratégia' })).toBeVisible();
    await expect(page.getByText('Publicado em')).toBeVisible();
    await expect(page.getByText('Última atualização')).toBeVisible();
    await expect(page).toHaveTitle('Imersão Elo CX 2026 | Elo CX');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Três dias de imersão/);
  });

  test('a draft landing page and an unknown one go to /404, replacing the history entry', async ({
    page,
  }) => {
    await page.goto('/events');
    await page.goto('/lp/programa-de-embaixadores');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Página não encontrada')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/events$/);
    await page.goto('/lp/nao-existe');
    await expect(page).toHaveURL(/\/404$/);
  });

  test('unknown paths show the 404 page with a link home', async ({ page }) => {
    await page.goto('/caminho/que-nao-existe');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Página não encontrada')).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('community landing (signed out): hero, intro, sign-in and three benefits, no header or footer', async ({
    page,
  }) => {
    await page.goto('/elocx-club');
    await expect(page.getByRole('button', { name: 'Entrar com LinkedIn' })).toBeVisible();
    for (const benefit of ['Networking Exclusivo', 'Conteúdo Premium', 'Crescimento Acelerado']) {
      await expect(page.getByRole('heading', { name: benefit })).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: 'Principal' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('member pages show the lock card to visitors', async ({ page }) => {
    for (const path of ['/member/dashboard', '/member/network', '/member/resources']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Área Exclusiva para Membros' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Entrar com LinkedIn' })).toBeVisible();
      await expect(page.getByText('Ao fazer login com o LinkedIn, você se torna membro')).toBeVisible();
    }
  });

  test('member guard decides on the server: the lock card is in the first HTML, no checking state', async ({
    page,
    request,
  }) => {
    // The session is read from cookies before the page is rendered, so 'Verificando acesso de membro...'
    // has nothing left to wait for.
    const html = await (await request.get('/member/network')).text();
    expect(html).toContain('Área Exclusiva para Membros');
    expect(html).not.toContain('Verificando acesso de membro');
    await page.goto('/member/network');
    await expect(page.getByRole('heading', { name: 'Área Exclusiva para Membros' })).toBeVisible();
    await expect(page.getByText('Verificando acesso de membro...')).toHaveCount(0);
  });

  test('each route has its own title and Open Graph tags', async ({ page }) => {
    const titles = new Set<string>();
    for (const path of ['/events', '/courses', '/blog', '/news', '/jobs', '/newsletter']) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      const title = await page.title();
      titles.add(title);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    }
    expect(titles.size).toBe(6);
  });
});

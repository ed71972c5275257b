import type { Browser, Page } from '@playwright/test';
import { DEMO_ADMIN_ID } from '../../helpers/seed-ids.ts';
import { expect, test } from '../csp.ts';
import { seriousViolations } from '../site/axe.ts';
import { db, unique } from './content-helpers.ts';
import { openAdminSignedIn } from './admin-session.ts';

test.use({ actionTimeout: 15_000 });

/**
 * A visitor's browser as the site sees it: Playwright's own user agent says 'HeadlessChrome', which the
 * counting rightly takes for a robot, so the visitor presents an ordinary desktop Chrome.
 */
const VISITOR_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const created: string[] = [];
test.afterEach(async () => {
  const ids = created.splice(0);
  if (ids.length) await db().from('posts').delete().in('id', ids);
});

/** A published blog post of the demo admin with a long address (the tables must cut it, not widen). */
async function publishedPost() {
  const id = unique();
  const title = `Audiência ${id}: um post com um título longo o bastante para ser cortado na tabela`;
  const slug = `audiencia-${id}-um-endereco-bem-longo-para-ver-o-corte-na-tabela-de-paginas-mais-vistas`;
  const { data, error } = await db()
    .from('posts')
    .insert({
      type: 'blog',
      title,
      slug,
      excerpt: 'Um post para contar uma visita.',
      content: 'Texto do post.',
      status: 'published',
      published_at: new Date(Date.now() - 60_000).toISOString(),
      author_id: DEMO_ADMIN_ID,
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  created.push(data!.id);
  return { id: data!.id, title, slug, path: `/blog/${slug}` };
}

/** An anonymous visit in a browser of its own (no admin session), arriving from a LinkedIn campaign. */
async function visitFromLinkedIn(browser: Browser, baseURL: string, path: string, campaign: string) {
  const visitor = await browser.newContext({
    baseURL,
    userAgent: VISITOR_UA,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  try {
    const page = await visitor.newPage();
    await page.goto(`${path}?utm_source=linkedin&utm_medium=social&utm_campaign=${campaign}`, {
      referer: 'https://www.linkedin.com/feed/',
    });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await visitor.cookies()).toEqual([]);
  } finally {
    await visitor.close();
  }
}

/**
 * Nothing on the page is wider than the window, and every table on screen fits inside its card (the
 * charts' tables kept for screen readers sit in a clipped 1 px box and are left out).
 */
async function expectNoSidewaysScroll(page: Page) {
  const overflows = await page.evaluate(() => {
    const clipped = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (getComputedStyle(node).clip === 'rect(0px, 0px, 0px, 0px)') return true;
      }
      return false;
    };
    const found: string[] = [];
    const wide = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    if (wide > 0) found.push(`page: ${wide}px`);
    for (const table of document.querySelectorAll('main table')) {
      if (clipped(table)) continue;
      const card = table.closest('.MuiCard-root') ?? table.parentElement!;
      const over = table.getBoundingClientRect().right - card.getBoundingClientRect().right;
      if (over > 0) found.push(`${table.getAttribute('aria-labelledby') ?? 'table'}: ${over}px`);
    }
    return found;
  });
  expect(overflows).toEqual([]);
}

test('the audience view shows a visit made in this test, by keyboard, on a phone and a desktop', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const post = await publishedPost();
  const campaign = `lancamento-${unique()}`;
  await visitFromLinkedIn(browser, baseURL!, post.path, campaign);

  await page.setViewportSize({ width: 1280, height: 800 });
  await openAdminSignedIn(page);
  // By keyboard: the sidebar link, then the 7-day period.
  const audienceLink = page.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link', {
    name: 'Audiência',
  });
  await audienceLink.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Audiência', level: 1 })).toBeVisible();
  await expect(audienceLink).toHaveAttribute('aria-current', 'page');
  const week = page.getByRole('button', { name: 'Últimos 7 dias' });
  await week.focus();
  await page.keyboard.press('Enter');
  await expect(week).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/admin\/audiencia\?dias=7$/);

  // The view is stored within a few seconds: reload (keeping the period) until the post is listed.
  const topPages = page.getByRole('region', { name: 'Páginas mais vistas' });
  const postLink = topPages.getByRole('link', { name: new RegExp(post.title.slice(0, 30)) });
  await expect(async () => {
    await page.reload();
    await expect(postLink).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000, 3_000] });
  await expect(postLink).toHaveAttribute('href', post.path);
  await expect(postLink).toHaveAttribute('title', `${post.title} (${post.path})`);
  await expect(topPages.getByTitle(post.path, { exact: true })).toBeVisible();
  const visitors = page.getByTestId('audience-visitors');
  await expect(visitors).toContainText(/^Visitantes[1-9]/);
  await expect(page.getByRole('region', { name: 'Origens' }).getByText('linkedin.com')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Campanhas (UTM)' }).getByText(`linkedin / social / ${campaign}`),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dispositivos' }).getByText('Computador')).toBeVisible();

  // The trend's numbers by keyboard: 'Ver tabela' shows one row per day of the period.
  const trend = page.getByRole('region', { name: 'Visitantes e visualizações por dia' });
  await trend.getByRole('button', { name: 'Ver tabela' }).focus();
  await page.keyboard.press('Enter');
  await expect(trend.getByRole('table').getByRole('row')).toHaveCount(8);
  await expect(trend.getByRole('button', { name: 'Ver gráfico' })).toBeFocused();
  await page.keyboard.press('Enter');

  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);

  // A phone: the long address is cut with '…' inside the table, its whole text in the title.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(postLink).toBeVisible();
  await expectNoSidewaysScroll(page);
  const cut = await postLink.evaluate((link) => ({
    ellipsis: getComputedStyle(link).textOverflow === 'ellipsis',
    clipped: link.scrollWidth > link.clientWidth,
  }));
  expect(cut).toEqual({ ellipsis: true, clipped: true });
  expect(await seriousViolations(page)).toEqual([]);

  // The post's own views: its row in the blog list and its edit page (last 30 days).
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/blog');
  const row = page.getByRole('row').filter({ hasText: post.title });
  await expect(page.getByRole('columnheader', { name: 'Visualizações (30 dias)' })).toBeAttached();
  await expect(row.getByRole('cell').nth(3)).toHaveText(/^[1-9]\d*$/);
  await page.goto(`/admin/blog/${post.id}`);
  await expect(page.getByTestId('record-views')).toContainText(
    /[1-9]\d* visualizaç(ão|ões) e 1 visitante nos últimos 30 dias/,
  );

  // The dashboard's card counts the visitor too.
  await page.goto('/admin');
  await expect(page.getByTestId('count-visitors')).toContainText(/^Visitantes \(7 dias\)[1-9]/);
});

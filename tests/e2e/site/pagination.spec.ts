import { expect, test } from '../test.ts';
import { clickHydrated, sql, withDbChange } from './support.ts';

/** Rows a public list renders at most per page (site/src/data/reads/read.server.ts). */
const PAGE_SIZE = 24;
const EXTRA = 30;
const TITLE = 'Evento de paginação';
const title = (n: number) => `${TITLE} ${String(n).padStart(2, '0')}`;

/** EXTRA upcoming events, after every seeded one, so the list runs past its first page. */
const ADD_EVENTS = `insert into public.events (title, description, start_date, end_date, is_online, topics)
  select '${TITLE} ' || lpad(n::text, 2, '0'), 'Encontro de teste da paginação.',
         now() + interval '400 days' + n * interval '1 hour',
         now() + interval '400 days' + n * interval '1 hour' + interval '30 minutes', true, '{}'
  from generate_series(1, ${EXTRA}) as n`;
const REMOVE_EVENTS = `delete from public.events where title like '${TITLE} %'`;

async function upcomingCount(): Promise<number> {
  const [row] = await sql<{ n: string }>(
    'select count(*) as n from public.events where is_active and end_date >= now()',
  );
  return Number(row!.n);
}

test.describe('/events with more rows than one page', () => {
  test.describe.configure({ timeout: 90_000 });

  test('one page of cards at a time, with crawlable page addresses', async ({ page, request }) => {
    await withDbChange(ADD_EVENTS, REMOVE_EVENTS, async () => {
      const total = await upcomingCount();
      const pageCount = Math.ceil(total / PAGE_SIZE);
      expect(pageCount).toBeGreaterThan(1);
      const lastPageRows = total - (pageCount - 1) * PAGE_SIZE;

      // What a crawler reads: the first page's cards and a link to the next page, in the HTML.
      const firstHtml = await (await request.get('/events')).text();
      expect(firstHtml.match(/class="card event-card"/g)).toHaveLength(PAGE_SIZE);
      expect(firstHtml).toContain(`Página <!-- -->1<!-- --> de <!-- -->${pageCount}`);
      expect(firstHtml).toMatch(
        /<a[^>]*rel="next"[^>]*href="\/events\?pagina=2"|<a[^>]*href="\/events\?pagina=2"[^>]*rel="next"/,
      );
      expect(firstHtml).not.toContain(title(EXTRA));

      const lastResponse = await request.get(`/events?pagina=${pageCount}`);
      expect(lastResponse.status()).toBe(200);
      const lastHtml = await lastResponse.text();
      expect(lastHtml.match(/class="card event-card"/g)).toHaveLength(lastPageRows);
      expect(lastHtml).toContain(title(EXTRA));
      expect(lastHtml).not.toMatch(/rel="next"/);

      // A person pages through in the browser.
      await page.goto('/events');
      await expect(page.locator('.event-card')).toHaveCount(PAGE_SIZE);
      const pages = page.getByRole('navigation', { name: 'Páginas de eventos' });
      await expect(pages).toContainText(`Página 1 de ${pageCount}`);
      await expect(pages.getByRole('link', { name: 'Página anterior' })).toHaveCount(0);
      await clickHydrated(pages.getByRole('link', { name: 'Próxima página' }));
      await expect(page).toHaveURL(/\/events\?pagina=2$/);
      await expect(pages).toContainText(`Página 2 de ${pageCount}`);
      await expect(page.locator('.event-card')).toHaveCount(pageCount === 2 ? lastPageRows : PAGE_SIZE);
      await pages.getByRole('link', { name: 'Página anterior' }).click();
      await expect(page).toHaveURL(/\/events\??$/);
      await expect(pages).toContainText(`Página 1 de ${pageCount}`);

      // Past the last page there is nothing to show: the not-found page, with its status.
      const past = await request.get(`/events?pagina=${pageCount + 5}`);
      expect(past.status()).toBe(404);
      expect(await past.text()).toContain('Oops! Página não encontrada');
      // A page number that is not one is the first page.
      const odd = await (await request.get('/events?pagina=abc')).text();
      expect(odd.match(/class="card event-card"/g)).toHaveLength(PAGE_SIZE);
    });
  });

  test('the other paged lists answer 404 past their last page too', async ({ request }) => {
    for (const path of ['/blog', '/news', '/jobs']) {
      expect(
        (await request.get(`${path}?pagina=2`)).status(),
        `${path}?pagina=2 (one page of seed rows)`,
      ).toBe(404);
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});

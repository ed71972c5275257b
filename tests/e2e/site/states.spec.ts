import { type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import {
  sql,
  sqlAnnounced,
  withAnonReadsFailing,
  withPostsUnpublished,
  withRowsDeactivated,
} from './support.ts';

/** The page as the server sends it, before any script runs. */
async function firstHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

/**
 * A list whose read fails: the page shows the spec's message, but its status is 503, so crawlers and
 * caches never keep the error as the page's content.
 */
async function gotoFailedList(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(503);
}

test.describe('loading, empty and error states use the spec texts', () => {
  test('events: content in the first HTML, empty and error', async ({ page }) => {
    const html = await firstHtml(page, '/events');
    expect(html).toContain('event-card');
    expect(html).not.toContain('Carregando eventos...');

    await withRowsDeactivated('events', async () => {
      await page.goto('/events');
      await expect(page.getByText('Nenhum evento programado no momento.')).toBeVisible();
    });

    await withAnonReadsFailing('events', async () => {
      await gotoFailedList(page, '/events');
      await expect(
        page.getByText('Não foi possível carregar os eventos. Tente novamente mais tarde.'),
      ).toBeVisible();
    });
  });

  test('courses: empty and error', async ({ page }) => {
    await withRowsDeactivated('courses', async () => {
      await page.goto('/courses');
      await expect(page.getByText('Nenhum curso disponível ainda.')).toBeVisible();
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    });
    await withAnonReadsFailing('courses', async () => {
      await gotoFailedList(page, '/courses');
      await expect(
        page.getByText('Não foi possível carregar os cursos. Tente novamente mais tarde.'),
      ).toBeVisible();
    });
  });

  test('a course image that fails to load is hidden', async ({ page }) => {
    await page.route(/course-05\.jpg/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/courses');
    const broken = page.locator('article.course-card').filter({ hasText: 'Service Design' });
    await expect(broken).toBeVisible();
    await expect(broken.locator('img')).toHaveCount(0);
    const fine = page.locator('article.course-card').filter({ hasText: 'User Research Methods' });
    await expect(fine.locator('img')).toHaveCount(1);
  });

  test('blog: content in the first HTML, empty and error', async ({ page }) => {
    const html = await firstHtml(page, '/blog');
    expect(html).toContain('post-card');
    expect(html).not.toContain('Carregando artigos...');

    await withPostsUnpublished('blog', async () => {
      await page.goto('/blog');
      await expect(page.getByText('Nenhum artigo publicado ainda.')).toBeVisible();
    });
    await withAnonReadsFailing('posts', async () => {
      await gotoFailedList(page, '/blog');
      await expect(page.getByText('Falha ao carregar artigos.')).toBeVisible();
    });
  });

  test('news: content in the first HTML, empty and error', async ({ page }) => {
    const html = await firstHtml(page, '/news');
    expect(html).toContain('post-card');
    expect(html).not.toContain('Carregando…');

    await withPostsUnpublished('news', async () => {
      await page.goto('/news');
      await expect(page.getByText('Nenhuma notícia publicada ainda.')).toBeVisible();
    });
    await withAnonReadsFailing('posts', async () => {
      await gotoFailedList(page, '/news');
      await expect(page.getByText('Falha ao carregar notícias.')).toBeVisible();
    });
  });

  test('jobs: empty, and the error toast', async ({ page }) => {
    await withRowsDeactivated('jobs', async () => {
      await page.goto('/jobs');
      await expect(page.getByText('Nenhuma vaga disponível no momento.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Vagas Disponíveis (0)' })).toBeVisible();
    });
    await withAnonReadsFailing('jobs', async () => {
      await gotoFailedList(page, '/jobs');
      const toast = page.locator('.toast');
      await expect(toast.getByText('Erro', { exact: true })).toBeVisible();
      await expect(toast.getByText('Erro ao carregar vagas')).toBeVisible();
    });
  });

  test('home: a section whose read fails says so, and the page is kept by no cache', async ({ page }) => {
    await withAnonReadsFailing('ambassadors', async () => {
      for (let visit = 0; visit < 2; visit += 1) {
        const response = await page.goto('/');
        expect(response?.status()).toBe(200);
        // Never stored: not by the site's page cache (the second visit renders again), nor by a proxy.
        expect(response?.headers()['cache-control']).toBe('no-store');
        expect(response?.headers()['x-cache']).not.toBe('hit');
        await expect(page.getByText('Não foi possível carregar os embaixadores.')).toBeVisible();
      }
    });
    const response = await page.goto('/');
    expect(response?.headers()['cache-control']).toMatch(/s-maxage/);
    await expect(page.getByText('Helena Vasconcelos')).toBeVisible();
  });

  test('home: no members section without members to show, no video without an active one', async ({
    page,
  }) => {
    const members = await sql<{ id: string; avatar_url: string | null }>(
      'select id, avatar_url from public.members where avatar_url is not null',
    );
    await sqlAnnounced('update public.members set avatar_url = null where id = any($1::uuid[])', [
      members.map((m) => m.id),
    ]);
    try {
      await withRowsDeactivated('videos', async () => {
        await page.goto('/');
        await expect(page.getByRole('heading', { name: 'Embaixadores' })).toBeVisible();
        await expect(page.getByText('Helena Vasconcelos')).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Membros da comunidade' })).toHaveCount(0);
        await expect(page.locator('video')).toHaveCount(0);
      });
    } finally {
      for (const member of members) {
        await sqlAnnounced('update public.members set avatar_url = $2 where id = $1', [
          member.id,
          member.avatar_url,
        ]);
      }
    }
  });

  test('podcast: 6 placeholders while loading, then Spotify players', async ({ page }) => {
    let requestBody: unknown = null;
    // The episodes are held back until the placeholders have been seen.
    let releaseEpisodes = () => {};
    const episodesReleased = new Promise<void>((resolve) => (releaseEpisodes = resolve));
    await page.route(
      (url) => url.pathname.endsWith('/functions/v1/spotify-episodes'),
      async (route) => {
        requestBody = route.request().postDataJSON();
        await episodesReleased;
        await route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            episodes: [
              {
                id: 'ep1',
                name: 'Jornada do cliente',
                release_date: '2026-11-01',
                duration_ms: 2_730_000,
                description: 'a',
              },
              {
                id: 'ep2',
                name: 'NPS na prática',
                release_date: '2026-10-15',
                duration_ms: 1_800_000,
                description: 'b',
              },
            ],
          }),
        });
      },
    );
    // The players themselves come from Spotify, which is outside the test: answer with an empty page.
    await page.route('https://open.spotify.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '' }),
    );
    await page.goto('/podcast');
    await expect(page.getByTestId('episode-placeholder')).toHaveCount(6);
    releaseEpisodes();
    const players = page.locator('iframe');
    await expect(players).toHaveCount(2);
    expect(requestBody).toEqual({ showId: expect.any(String) });
    const first = players.first();
    await expect(first).toHaveAttribute('src', 'https://open.spotify.com/embed/episode/ep1');
    await expect(first).toHaveAttribute('height', '232');
    await expect(first).toHaveAttribute('loading', 'lazy');
    await expect(first).toHaveAttribute('title', 'Episódio: Jornada do cliente');
    await expect(page.getByText('45:30')).toBeVisible();
  });

  test('podcast: the spec error when the function fails (no Spotify credentials locally)', async ({
    page,
  }) => {
    await page.goto('/podcast');
    await expect(page.getByText('Falha ao carregar episódios do Spotify.')).toBeVisible({ timeout: 20_000 });
  });

  test('landing page whose fetch fails goes to /404', async ({ page }) => {
    await withAnonReadsFailing('landing_pages', async () => {
      const response = await page.goto('/lp/imersao-elo-cx-2026');
      await expect(page).toHaveURL(/\/404$/);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('Oops! Página não encontrada')).toBeVisible();
    });
  });
});

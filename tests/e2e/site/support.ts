import { expect, type Locator, type Page } from '@playwright/test';
import { withDb } from '../../helpers/db.ts';
import { e2eEnv } from '../env.ts';

/** Runs SQL as superuser on the e2e stack's database. */
export async function sql<T extends Record<string, unknown> = Record<string, unknown>>(
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  return withDb(e2eEnv().dbUrl, async (db) => (await db.query(text, params)).rows as T[]);
}

/**
 * Runs a content write and returns once the site server has heard of it: the next page request then
 * sees the change, not a page its cache kept from before (bounded: 5 s each step).
 *
 * The database announces the write on 'site_content' (the channel the server's page cache listens to),
 * but each listener's connection delivers it on its own time: on a busy machine the server may hear it
 * after this test's next request. So the write's announcement is awaited here, then one that drops
 * every page follows it on the same connection (a listener hears a connection's announcements in
 * order), and the home, read into the cache before the write, is read until the server renders it
 * afresh, which it does only once it has heard both.
 */
export async function sqlAnnounced(text: string, params: unknown[] = []): Promise<void> {
  // The home in the cache first, so that a fresh render afterwards can only come from the drop.
  await homeCacheState();
  await withDb(e2eEnv().dbUrl, async (db) => {
    await db.query('listen site_content');
    let timer: NodeJS.Timeout | undefined;
    const announced = new Promise<void>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`No site_content notice after: ${text}`)), 5000);
      db.once('notification', () => resolve());
    });
    try {
      const result = await db.query(text, params);
      // A write that touched no row changes no page, and the database announces nothing.
      if (result.rowCount === 0) return;
      await announced;
      await db.query(`select pg_notify('site_content', '{"table": "*", "keys": null}')`);
    } finally {
      clearTimeout(timer);
      announced.catch(() => undefined);
    }
  });
  await untilHomeRenderedAfresh();
}

/** The site server's cache state of a fresh read of the home ('miss' once every page was dropped). */
async function homeCacheState(): Promise<string | null> {
  // A crawler's user agent: this read is no visit for the audience figures.
  const response = await fetch(`${e2eEnv().siteUrl}/`, {
    headers: { 'user-agent': 'Mozilla/5.0 (compatible; EloE2ECheck/1.0; bot)' },
  });
  await response.arrayBuffer();
  return response.headers.get('x-cache');
}

async function untilHomeRenderedAfresh(): Promise<void> {
  await expect
    .poll(homeCacheState, {
      message: 'the site server drops its cached pages after an announced change',
      timeout: 5000,
      intervals: [20, 50, 100],
    })
    .toBe('miss');
}

/**
 * Runs `body` while `change` is applied, restoring with `restore` afterwards even when it fails,
 * so later tests see the seed again.
 */
export async function withDbChange(
  change: string,
  restore: string,
  body: () => Promise<void>,
): Promise<void> {
  await sql(change);
  await announceEverythingChanged();
  try {
    await body();
  } finally {
    await sql(restore);
    await announceEverythingChanged();
  }
}

/**
 * The site server keeps anonymous pages for a few seconds and drops them when content changes; a
 * change of rules (a policy, a grant) is no content write, so the tests announce it themselves.
 */
async function announceEverythingChanged(): Promise<void> {
  await sqlAnnounced(`select pg_notify('site_content', '{"table": "*", "keys": null}')`);
}

/**
 * Makes the anonymous reads of a table fail for `body` (a database error), as a broken backend would:
 * pages read on the server, so the failure has to happen there rather than in the browser.
 */
export async function withAnonReadsFailing(
  table: 'events' | 'courses' | 'posts' | 'jobs' | 'landing_pages' | 'ambassadors',
  body: () => Promise<void>,
): Promise<void> {
  // A restrictive policy that cannot be evaluated: every anonymous select errors, grants untouched.
  // Landing pages are a view over posts that reads with the visitor's rights, so posts carry it.
  const target = table === 'landing_pages' ? 'posts' : table;
  await withDbChange(
    `create policy e2e_reads_failing on public.${target} as restrictive for select to anon using ((1 / 0) = 1)`,
    `drop policy if exists e2e_reads_failing on public.${target}`,
    body,
  );
}

/** Makes every table API call fail at the network level, as if the backend were unreachable. */
export async function breakApi(page: Page, pathPart = '/rest/v1/'): Promise<void> {
  await page.route(
    (url) => url.pathname.includes(pathPart),
    (route) => route.abort('connectionrefused'),
  );
}

/** Every public route of the site, with something each one must show from the seed or the spec. */
export const PUBLIC_ROUTES = [
  '/',
  '/prelaunch',
  '/events',
  '/podcast',
  '/news',
  '/jobs',
  '/courses',
  '/newsletter',
  '/blog',
  '/blog/mapeando-a-jornada-do-cliente',
  '/community',
  '/login',
  '/lp/imersao-elo-cx-2026',
  '/elocx-club',
  '/member/dashboard',
  '/member/network',
  '/member/resources',
  '/404',
  '/caminho/que-nao-existe',
] as const;

/**
 * Sets a boolean column to false on every row where it is true, runs `body`, then sets it back on
 * exactly those rows.
 */
export async function withRowsDeactivated(
  table: 'events' | 'courses' | 'jobs' | 'ambassadors' | 'videos',
  body: () => Promise<void>,
): Promise<void> {
  const rows = await sql<{ id: string }>(`select id from public.${table} where is_active`);
  const ids = rows.map((row) => row.id);
  await sqlAnnounced(`update public.${table} set is_active = false where id = any($1::uuid[])`, [ids]);
  try {
    await body();
  } finally {
    await sqlAnnounced(`update public.${table} set is_active = true where id = any($1::uuid[])`, [ids]);
  }
}

/** Turns the published posts of a type into drafts for `body`, then publishes them again with their dates. */
export async function withPostsUnpublished(type: 'blog' | 'news', body: () => Promise<void>): Promise<void> {
  const rows = await sql<{ id: string; published_at: Date }>(
    `select id, published_at from public.posts where type = $1 and status = 'published'`,
    [type],
  );
  await sqlAnnounced(`update public.posts set status = 'draft' where id = any($1::uuid[])`, [
    rows.map((row) => row.id),
  ]);
  try {
    await body();
  } finally {
    for (const row of rows) {
      // The publishing trigger would stamp now(); the original date is written back right after.
      await sqlAnnounced(`update public.posts set status = 'published', published_at = $2 where id = $1`, [
        row.id,
        row.published_at,
      ]);
    }
  }
}

/**
 * Waits until React has hydrated `element`: its props, which React's event handlers read, are attached
 * to the node. The page is usable before that, but what it does from script (a menu closing on Esc, a
 * button calling the API) is not.
 */
export async function waitForHydration(element: Locator, timeout?: number): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))), {
      timeout,
    })
    .toBe(true);
}

/**
 * Waits until the page's effects have run (keyboard shortcuts, listeners on the document): hydrated nodes
 * carry React's props before that (waitForHydration). The header's menu button says whether the menu is
 * expanded only once `useHydrated` is true, which a transition sets after the page's first effects.
 */
export async function waitForEffects(page: Page): Promise<void> {
  await expect(page.locator('.site-header__menu-button')).toHaveAttribute('aria-expanded', 'false');
}

/**
 * Holds the site's scripts until the returned function is called, so a test can act on the
 * server-rendered page before it hydrates.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    },
  );
  return release;
}

/**
 * Clicks a control that works from script only, once React has hydrated it: the page's scripts
 * start after its first paint, and a click before that is lost.
 */
export async function clickHydrated(control: Locator): Promise<void> {
  await waitForHydration(control);
  await control.click();
}

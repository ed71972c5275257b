import { expect, test } from '../csp.ts';
import { ACTIVE_COURSE_COUNT, ACTIVE_JOB_COUNT, SEED_MEMBER_STATS } from '../../helpers/seed-ids.ts';
import { anonClient } from '../../helpers/supabase.ts';
import { e2eEnv } from '../env.ts';
import { service, unique } from './helpers.ts';
import { openAdminSignedIn } from './admin-session.ts';

test.use({ actionTimeout: 15_000 });

test('the dashboard shows the counts and the member statistics', async ({ page }) => {
  // Other specs share the stack and may add rows: the expected numbers are read from the database.
  const db = service();
  // A scheduled post is not counted among the published ones: visitors cannot see it yet.
  const title = unique('Post agendado do painel');
  const { data: scheduled } = await db
    .from('posts')
    .insert({
      type: 'blog',
      title,
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      content: 'Conteúdo agendado.',
      status: 'published',
      published_at: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
    })
    .select('id')
    .single();
  const count = async (q: PromiseLike<{ count: number | null }>) => (await q).count ?? -1;
  const [members, posts, jobs, courses] = await Promise.all([
    count(db.from('members').select('*', { count: 'exact', head: true })),
    // What visitors can read (the public read rule), not every row marked published.
    count(anonClient(e2eEnv().apiUrl).from('posts').select('id', { count: 'exact', head: true })),
    count(db.from('jobs').select('*', { count: 'exact', head: true }).eq('is_active', true)),
    count(db.from('courses').select('*', { count: 'exact', head: true }).eq('is_active', true)),
  ]);
  expect(jobs).toBeGreaterThanOrEqual(ACTIVE_JOB_COUNT - 1);
  expect(courses).toBeGreaterThanOrEqual(ACTIVE_COURSE_COUNT - 1);

  await openAdminSignedIn(page);
  await expect(page.getByTestId('count-members')).toContainText(String(members));
  await expect(page.getByTestId('count-posts')).toContainText(String(posts));
  await expect(page.getByTestId('count-jobs')).toContainText(String(jobs));
  await expect(page.getByTestId('count-courses')).toContainText(String(courses));

  const stats = page.getByTestId('member-statistics');
  await expect(stats.getByLabel(`Total de membros: ${SEED_MEMBER_STATS.total_members}`)).toBeVisible();
  await expect(stats.getByLabel(`Ativos este mês: ${SEED_MEMBER_STATS.active_this_month}`)).toBeVisible();
  await expect(stats.getByLabel(`Média de logins: ${SEED_MEMBER_STATS.average_logins}`)).toBeVisible();
  await expect(stats.getByLabel(`Online agora: ${SEED_MEMBER_STATS.currently_logged_in}`)).toBeVisible();
  await expect(stats.getByLabel(`Offline: ${SEED_MEMBER_STATS.currently_logged_out}`)).toBeVisible();
  // Providers by the names people know, not their ids.
  await expect(page.getByText(/^Principais provedores: LinkedIn: \d+ membros/)).toBeVisible();
  await expect(page.getByText(/linkedin_oidc/)).toHaveCount(0);
  await db.from('posts').delete().eq('id', scheduled!.id);
});

import { test } from '../csp.ts';
import { runPostLifecycle } from './posts-flow.ts';
import { openAdminSignedIn } from './admin-session.ts';

test('Blog: draft with cover, publish, unpublish, edit, duplicate slug and delete', async ({ page }) => {
  test.setTimeout(120_000);
  await openAdminSignedIn(page);
  await runPostLifecycle(page, 'blog', 'Gerenciar Blog');
});

import { test } from '../csp.ts';
import { signInAsAdmin } from './content-helpers.ts';
import { runPostLifecycle } from './posts-flow.ts';

test('Blog: draft with cover, publish, unpublish, edit, duplicate slug and delete', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await runPostLifecycle(page, 'blog', 'Gerenciar Blog');
});

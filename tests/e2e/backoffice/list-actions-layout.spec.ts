import type { Locator } from '@playwright/test';
import { expect, test } from '../csp.ts';
import { openAdminSignedIn } from './admin-session.ts';

test.use({ actionTimeout: 15_000 });

/** Lists with row or card actions, and the text that says their rows have loaded. */
const LISTS = [
  { path: '/admin/events', ready: 'Encontro Elo CX Rio de Janeiro' },
  { path: '/admin/jobs', ready: 'Gerenciar Vagas' },
  { path: '/admin/courses', ready: 'Cursos' },
  { path: '/admin/ambassadors', ready: 'Embaixadores' },
  { path: '/admin/videos', ready: 'Vídeos' },
  { path: '/admin/landing-pages', ready: 'Landing Pages' },
  { path: '/admin/blog', ready: 'Lista de Posts' },
  { path: '/admin/news', ready: 'Lista de Posts' },
  { path: '/admin/team', ready: 'admin@elocx.com.br' },
  { path: '/admin/newsletter', ready: 'Newsletter' },
];

const ACTION =
  /^(Editar|Ativar|Desativar|Excluir|Remover|Publicar|Retirar|Tornar admin|Revogar admin|Reenviar convite|Cancelar convite)(: .+)?$/;

/** A button is on screen when the viewport shows it and no scrolling box around it clips it. */
async function offScreenActions(actions: Locator): Promise<string[]> {
  return actions.evaluateAll((elements) => {
    const width = document.documentElement.clientWidth;
    const clipped: string[] = [];
    for (const el of elements) {
      const box = el.getBoundingClientRect();
      if (box.width === 0) continue;
      let right = width;
      let left = 0;
      for (let parent = el.parentElement; parent; parent = parent.parentElement) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX === 'visible') continue;
        const p = parent.getBoundingClientRect();
        right = Math.min(right, p.right);
        left = Math.max(left, p.left);
      }
      if (box.right > right + 1 || box.left < left - 1) clipped.push(el.textContent ?? '');
    }
    return clipped;
  });
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`no list's action buttons are off-screen at ${size.width}×${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    await openAdminSignedIn(page);
    for (const list of LISTS) {
      await page.goto(list.path);
      await expect(page.getByText(list.ready).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const actions = page.locator('#main-content').getByRole('button', { name: ACTION });
      const links = page.locator('#main-content').getByRole('link', { name: ACTION });
      const clipped = [...(await offScreenActions(actions)), ...(await offScreenActions(links))];
      // The whole page as it was, for the list that fails (a full-page picture of every list cost
      // seconds each, for nothing, when they all pass).
      if (clipped.length > 0) {
        await page.screenshot({
          path: test.info().outputPath(`${list.path.split('/').pop()}-${size.width}.png`),
          fullPage: true,
        });
      }
      expect(clipped, list.path).toEqual([]);
    }
  });
}

test("the sidebar shows every link, 'Equipe' included, in an 800 px tall window", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAdminSignedIn(page);
  const equipe = page
    .getByRole('navigation', { name: 'Menu do painel' })
    .getByRole('link', { name: 'Equipe' });
  await expect(equipe).toBeInViewport({ ratio: 1 });
});

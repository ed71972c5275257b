import { expect, test } from '../test.ts';

test('the home paints the video poster first and mounts the player once idle', async ({ page }) => {
  // The server's HTML: a poster image behind a play button, no player.
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(/<button[^>]*class="video-frame__start"[^>]*aria-label="Assistir ao vídeo:/);
  expect(html).toMatch(/<img[^>]*src="\/media\/video-poster\//);
  expect(html).not.toContain('<video');

  await page.goto('/');
  const start = page.getByRole('button', { name: /^Assistir ao vídeo:/ });
  const video = page.locator('video');
  await expect(video).toHaveAttribute('src', /elo-cx-prelancamento\.webm$/);
  expect(await video.evaluate((v: HTMLVideoElement) => [v.autoplay, v.muted])).toEqual([true, true]);
  await expect(start).toHaveCount(0);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the video waits for a tap, then plays with sound', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const start = page.getByRole('button', { name: /^Assistir ao vídeo:/ });
    await expect(start).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
    await start.click();
    const video = page.locator('video');
    await expect(video).toHaveAttribute('src', /elo-cx-prelancamento\.webm$/);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
  });
});

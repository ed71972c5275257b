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
  // The browser's controls wait for the visitor; moving content can be paused meanwhile.
  expect(await video.evaluate((v: HTMLVideoElement) => v.controls)).toBe(false);
  await expect(page.getByRole('button', { name: 'Pausar vídeo' })).toBeVisible();
});

test('the pause button stops the video and hands over to the browser controls, by keyboard too', async ({
  page,
}) => {
  await page.goto('/');
  const pause = page.getByRole('button', { name: 'Pausar vídeo' });
  await expect(pause).toBeVisible();
  await pause.focus();
  await page.keyboard.press('Enter');
  const video = page.locator('video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => [v.paused, v.controls]))
    .toEqual([true, true]);
  await expect(pause).toHaveCount(0);
  await expect(video).toBeFocused();
});

test('pointing at the video shows the browser controls', async ({ page }) => {
  await page.goto('/');
  const video = page.locator('video');
  await expect(page.getByRole('button', { name: 'Pausar vídeo' })).toBeVisible();
  await video.hover();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.controls)).toBe(true);
  await expect(page.getByRole('button', { name: 'Pausar vídeo' })).toHaveCount(0);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('a tap on the pause button pauses; a tap on the video shows the browser controls', async ({
    page,
  }) => {
    await page.goto('/');
    const video = page.locator('video');
    const pause = page.getByRole('button', { name: 'Pausar vídeo' });
    await pause.tap();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => [v.paused, v.controls]))
      .toEqual([true, true]);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Pausar vídeo' })).toBeVisible();
    await video.tap({ position: { x: 300, y: 40 } });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.controls)).toBe(true);
  });
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
    expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.controls])).toEqual([false, true]);
  });
});

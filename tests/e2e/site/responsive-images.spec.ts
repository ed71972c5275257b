import { expect, test } from '../test.ts';

/**
 * Card images come from Storage's render endpoint at the size they are shown: on a 390 px phone a blog
 * card's cover downloads at most twice its CSS width, in a modern format, with nothing shifting.
 */
test.describe('responsive card images', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a card image on a phone is a rendition at most 2× its CSS width', async ({ page }) => {
    const rendered: Array<{ url: string; type: string | undefined }> = [];
    page.on('response', (response) => {
      if (response.url().includes('/storage/v1/render/image/public/')) {
        rendered.push({ url: response.url(), type: response.headers()['content-type'] });
      }
    });
    await page.goto('/blog');
    const image = page.locator('.post-card__image').first();
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const shown = await image.evaluate((img: HTMLImageElement) => ({
      current: img.currentSrc,
      natural: img.naturalWidth,
      css: img.getBoundingClientRect().width,
      widthAttr: img.getAttribute('width'),
      heightAttr: img.getAttribute('height'),
      sizes: img.sizes,
    }));
    expect(shown.current).toContain('/storage/v1/render/image/public/');
    expect(shown.natural).toBeLessThanOrEqual(2 * shown.css);
    expect(shown.widthAttr).toBe('640');
    expect(shown.heightAttr).toBe('360');
    expect(shown.sizes).toContain('100vw');
    const served = rendered.find((entry) => entry.url === shown.current);
    expect(served?.type).toMatch(/^image\/(avif|webp)$/);
  });
});

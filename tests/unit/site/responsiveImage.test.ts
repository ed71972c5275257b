import { describe, expect, it } from 'vitest';
import { fixedSizeImage, renderedImageUrl } from '#shared/storageImage.ts';
import { CARD_IMAGE, responsiveImage } from '#site/src/lib/responsiveImage.ts';

const STORED = 'http://127.0.0.1:54321/storage/v1/object/public/post-covers/a/capa%20nova.png';

describe('responsive images from Storage', () => {
  it('turns a stored public image into render URLs at each width, at the card aspect ratio', () => {
    const image = responsiveImage(STORED, CARD_IMAGE);
    expect(image.srcSet?.split(', ')).toEqual([
      'http://127.0.0.1:54321/storage/v1/render/image/public/post-covers/a/capa%20nova.png?width=320&height=180&resize=cover 320w',
      'http://127.0.0.1:54321/storage/v1/render/image/public/post-covers/a/capa%20nova.png?width=480&height=270&resize=cover 480w',
      'http://127.0.0.1:54321/storage/v1/render/image/public/post-covers/a/capa%20nova.png?width=640&height=360&resize=cover 640w',
      'http://127.0.0.1:54321/storage/v1/render/image/public/post-covers/a/capa%20nova.png?width=960&height=540&resize=cover 960w',
    ]);
    expect(image.src).toContain('width=960&height=540');
    expect(image.sizes).toBe(CARD_IMAGE.sizes);
  });

  it('keeps relative addresses relative, and leaves other addresses alone', () => {
    expect(renderedImageUrl('/storage/v1/object/public/avatars/x.jpg', 96, 96)).toBe(
      '/storage/v1/render/image/public/avatars/x.jpg?width=96&height=96&resize=cover',
    );
    expect(responsiveImage('https://cdn.example.com/curso.jpg', CARD_IMAGE)).toEqual({
      src: 'https://cdn.example.com/curso.jpg',
    });
    expect(fixedSizeImage('https://media.licdn.com/p.jpg', 48)).toEqual({
      src: 'https://media.licdn.com/p.jpg',
    });
  });

  it('gives a fixed-size picture of another shape its own width and height', () => {
    const cover = fixedSizeImage(STORED, 382, 200);
    expect(cover.src).toContain(
      '/render/image/public/post-covers/a/capa%20nova.png?width=382&height=200&resize=cover',
    );
    expect(cover.srcSet).toContain('width=764&height=400&resize=cover 2x');
  });

  it('gives fixed-size pictures a 1x and a 2x rendition', () => {
    const avatar = fixedSizeImage('/storage/v1/object/public/ambassadors/ana.jpg', 48);
    expect(avatar.src).toBe(
      '/storage/v1/render/image/public/ambassadors/ana.jpg?width=48&height=48&resize=cover',
    );
    expect(avatar.srcSet).toBe(
      `${avatar.src} 1x, /storage/v1/render/image/public/ambassadors/ana.jpg?width=96&height=96&resize=cover 2x`,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { mayAutoplay } from '#site/src/ui/videoStart.ts';

const noMedia = () => false;

describe('the home video starting on its own', () => {
  it('is allowed by default', () => {
    expect(mayAutoplay({} as Navigator, noMedia)).toBe(true);
    expect(mayAutoplay({ connection: { saveData: false } } as unknown as Navigator, noMedia)).toBe(true);
  });

  it('waits for a tap with save-data or reduced motion', () => {
    expect(mayAutoplay({ connection: { saveData: true } } as unknown as Navigator, noMedia)).toBe(false);
    expect(mayAutoplay({} as Navigator, (query) => query === '(prefers-reduced-motion: reduce)')).toBe(false);
  });
});

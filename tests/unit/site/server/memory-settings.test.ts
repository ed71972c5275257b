import { describe, expect, it } from 'vitest';
import { DEFAULT_HEAP_GROWING_PERCENT, heapGrowingPercent } from '#site/server/memory-settings.ts';

describe('site server heap settings', () => {
  it('grows the heap by a fixed share of what it holds, unless told otherwise', () => {
    expect(heapGrowingPercent({})).toBe(DEFAULT_HEAP_GROWING_PERCENT);
    expect(heapGrowingPercent({ SITE_HEAP_GROWING_PERCENT: '60' })).toBe(60);
    // 0 hands the choice back to V8.
    expect(heapGrowingPercent({ SITE_HEAP_GROWING_PERCENT: '0' })).toBe(0);
    // Values that would collect all the time, or never, are brought within range.
    expect(heapGrowingPercent({ SITE_HEAP_GROWING_PERCENT: '2' })).toBe(10);
    expect(heapGrowingPercent({ SITE_HEAP_GROWING_PERCENT: '5000' })).toBe(300);
    for (const value of ['', ' ', 'muito', '-5', '1.5'])
      expect(heapGrowingPercent({ SITE_HEAP_GROWING_PERCENT: value })).toBe(DEFAULT_HEAP_GROWING_PERCENT);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { siteWorkerCount } from '#supabase/local/production/config.ts';
import { memoized } from '#supabase/local/production/health.ts';

describe('memoized health checks', () => {
  it('shares one check between callers within the interval, and checks again after it', async () => {
    vi.useFakeTimers();
    try {
      let runs = 0;
      const check = memoized(async () => ++runs, 2000);
      expect(await Promise.all([check(), check(), check()])).toEqual([1, 1, 1]);
      vi.advanceTimersByTime(1500);
      expect(await check()).toBe(1);
      vi.advanceTimersByTime(600);
      expect(await check()).toBe(2);
      expect(runs).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shares a failed check too, then tries again', async () => {
    vi.useFakeTimers();
    try {
      let runs = 0;
      const check = memoized(async () => {
        runs++;
        throw new Error('fora do ar');
      }, 1000);
      await expect(check()).rejects.toThrow('fora do ar');
      await expect(check()).rejects.toThrow('fora do ar');
      expect(runs).toBe(1);
      vi.advanceTimersByTime(1001);
      await expect(check()).rejects.toThrow('fora do ar');
      expect(runs).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ELO_SITE_WORKERS', () => {
  it('defaults to one worker per core, takes a whole number, refuses anything else', () => {
    expect(siteWorkerCount({})).toBeGreaterThanOrEqual(1);
    expect(siteWorkerCount({ ELO_SITE_WORKERS: '3' })).toBe(3);
    for (const bad of ['0', '-1', '1.5', 'muitos']) {
      expect(() => siteWorkerCount({ ELO_SITE_WORKERS: bad })).toThrow('ELO_SITE_WORKERS');
    }
  });
});

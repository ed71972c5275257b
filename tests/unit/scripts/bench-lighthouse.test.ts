import { describe, expect, it } from 'vitest';
import { missedTargets, reportFileName, showTbt, TBT_RULE, tbtLimitMs } from '#scripts/bench-lighthouse.ts';
import type { LighthouseFigures } from '#scripts/lighthouse.ts';

const figures = (overrides: Partial<LighthouseFigures>): LighthouseFigures => ({
  url: 'http://localhost/x',
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 800,
  cls: 0,
  tbtMs: 0,
  jsBytesTransferred: 0,
  ...overrides,
});

describe('the client performance targets', () => {
  it('allows twice the zero-script TBT, and never less than 50 ms', () => {
    expect(tbtLimitMs(0)).toBe(50);
    expect(tbtLimitMs(24)).toBe(50);
    expect(tbtLimitMs(25)).toBe(50);
    expect(tbtLimitMs(120)).toBe(240);
    expect(TBT_RULE).toMatch(/≤ 2×.*50 ms/);
  });

  it('reads a small TBT against a zero-script page that blocks nothing as met, a real one as missed', () => {
    const zero = figures({ tbtMs: 0, lcpMs: 700 });
    expect(missedTargets(figures({ tbtMs: 46, lcpMs: 800 }), zero)).toEqual([]);
    expect(missedTargets(figures({ tbtMs: 300, lcpMs: 800 }), zero)).toEqual(['TBT 300 > 50 ms']);
    expect(missedTargets(figures({ tbtMs: 300, lcpMs: 800 }), figures({ tbtMs: 200, lcpMs: 700 }))).toEqual(
      [],
    );
  });

  it('names every target a page misses', () => {
    const zero = figures({ tbtMs: 100, lcpMs: 680 });
    expect(missedTargets(figures({ performance: 90, tbtMs: 250, lcpMs: 1610 }), zero)).toEqual([
      'performance 90',
      'TBT 250 > 200 ms',
      'LCP 2.37×',
    ]);
  });

  it('shows each run beside the median TBT, so a spread between runs is seen', () => {
    expect(showTbt(36, [12, 36.4, 140])).toBe('36 ms (12 · 36 · 140)');
    expect(showTbt(20, [20])).toBe('20 ms');
  });

  it('names each run report after its page and run', () => {
    expect(reportFileName('/', 0)).toBe('home-1.json');
    expect(reportFileName('/events/e0000000-0000-4000-8000-000000000005', 2)).toBe(
      'events_e0000000-0000-4000-8000-000000000005-3.json',
    );
    expect(reportFileName('/lp/imersao-elo-cx-2026', 4)).toBe('lp_imersao-elo-cx-2026-5.json');
  });
});

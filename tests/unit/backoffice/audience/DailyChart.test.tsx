// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DailyChart, labelledDays } from '#backoffice/audience/DailyChart.tsx';

function containerWidth(width: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        const contentRect = { width, height: 240, top: 0, left: 0 } as DOMRectReadOnly;
        this.callback([{ target, contentRect } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    },
  );
}

const labels = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => `${String((i % 28) + 1).padStart(2, '0')}/${String(Math.floor(i / 28) + 9)}`,
  );

describe('DailyChart', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('labels as many days as fit, always the last one', () => {
    expect([...labelledDays(7, 700)].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const ninety = labelledDays(90, 300);
    expect(ninety.has(89)).toBe(true);
    expect(ninety.size).toBeLessThanOrEqual(Math.floor(300 / 48));
    expect(labelledDays(30, 0).size).toBe(1);
  });

  it('draws both lines with a hint per day up to a month, and no points for 90 days', async () => {
    containerWidth(800);
    const days = labels(7);
    const { container, rerender } = render(
      <DailyChart
        days={days}
        height={240}
        lines={[
          { label: 'Visualizações', values: [1, 2, 3, 4, 5, 6, 1200], color: '#000' },
          { label: 'Visitantes', values: [1, 1, 1, 1, 1, 1, 1], color: '#111', dashed: true },
        ]}
      />,
    );
    await waitFor(() => expect(container.querySelector('svg')).not.toBeNull());
    expect(container.querySelectorAll('svg path')).toHaveLength(2);
    expect(container.querySelectorAll('svg path')[1]!.getAttribute('stroke-dasharray')).toBe('6 4');
    const hints = [...container.querySelectorAll('svg title')].map((t) => t.textContent);
    expect(hints).toHaveLength(14);
    expect(hints[6]).toBe(`${days[6]}: 1.200 visualizações`);

    rerender(
      <DailyChart
        days={labels(90)}
        height={240}
        lines={[{ label: 'Visitantes', values: Array(90).fill(0), color: '#111' }]}
      />,
    );
    expect(container.querySelectorAll('svg circle')).toHaveLength(0);
    const ticks = [...container.querySelectorAll('svg text')]
      .map((t) => t.textContent)
      .filter((t) => /^\d+$/.test(t ?? ''));
    expect(ticks).toEqual(['0', '1']);
  });
});

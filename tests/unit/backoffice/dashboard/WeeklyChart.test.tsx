// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WeeklyChart } from '#backoffice/dashboard/WeeklyChart.tsx';

/** jsdom lays nothing out: the chart's container reports the given width, as a browser's would. */
function containerWidth(width: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        const contentRect = { width, height: 220, top: 0, left: 0 } as DOMRectReadOnly;
        this.callback([{ target, contentRect } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    },
  );
}

const weeks = (values: number[]) =>
  values.map((value, i) => ({ label: `${String(i + 1).padStart(2, '0')}/10`, value }));

async function drawn(ui: React.ReactElement) {
  const { container } = render(ui);
  await waitFor(() => expect(container.querySelector('svg')).not.toBeNull());
  const texts = [...container.querySelectorAll('svg text')].map((t) => t.textContent);
  const hints = [...container.querySelectorAll('svg title')].map((t) => t.textContent);
  return { container, texts, hints };
}

describe('WeeklyChart', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('draws a bar per week with its hint, every week labelled, and whole-number ticks', async () => {
    containerWidth(800);
    const values = [0, 3, 1, 0, 7, 2, 0, 0, 1, 4, 2, 1200];
    const { container, texts, hints } = await drawn(
      <WeeklyChart rows={weeks(values)} kind="bars" height={220} valueLabel="logins" axisLabel="Semana de" />,
    );
    expect(container.querySelectorAll('svg rect')).toHaveLength(12);
    expect(hints[11]).toBe('12/10: 1.200 logins');
    for (const week of weeks(values)) expect(texts).toContain(week.label);
    expect(texts).toContain('Semana de');
    const ticks = texts.filter((t) => /^[\d.]+$/.test(t ?? ''));
    expect(ticks[0]).toBe('0');
    expect(ticks.every((t) => Number.isInteger(Number(t!.replace('.', ''))))).toBe(true);
  });

  it('labels every other week on a phone-wide card, and an empty series still has a 0–1 scale', async () => {
    containerWidth(330);
    const { texts } = await drawn(
      <WeeklyChart
        rows={weeks(Array(12).fill(0))}
        kind="bars"
        height={220}
        valueLabel="membros"
        axisLabel="Semana de"
      />,
    );
    expect(texts.filter((t) => /\/10$/.test(t ?? ''))).toEqual([
      '01/10',
      '03/10',
      '05/10',
      '07/10',
      '09/10',
      '11/10',
    ]);
    expect(texts.filter((t) => /^\d+$/.test(t ?? ''))).toEqual(['0', '1']);
  });

  it('draws a total over time as a filled line with a point per week', async () => {
    containerWidth(800);
    const { container, hints } = await drawn(
      <WeeklyChart
        rows={weeks([1, 2, 2, 3, 5, 8, 8, 9, 9, 10, 12, 15])}
        kind="area"
        height={220}
        valueLabel="assinantes"
        axisLabel="Semana de"
      />,
    );
    expect(container.querySelectorAll('svg path')).toHaveLength(2);
    expect(container.querySelectorAll('svg circle')).toHaveLength(12);
    expect(hints[0]).toBe('01/10: 1 assinantes');
  });
});

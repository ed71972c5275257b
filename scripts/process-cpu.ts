import { processTree } from './process-tree.ts';

/**
 * Where a load run's CPU went, process by process (Linux /proc): every process under the given roots
 * (the site server and its workers, the local stack with its PostgreSQL and PostgREST children) and this
 * process itself (the load generator). On a machine whose cores all these share, the sum per request
 * bounds the rate: 1000 × cores / (ms per request) req/s at best.
 */

export interface CpuGroup {
  label: string;
  /** Which processes belong to the group (the first group that claims a process has it). */
  has: (p: { pid: number; name: string }) => boolean;
}

export interface CpuSnapshot {
  times: Map<number, { name: string; cpuMs: number }>;
}

export function cpuSnapshot(roots: number[]): CpuSnapshot {
  const times = new Map<number, { name: string; cpuMs: number }>();
  for (const p of processTree([...roots, process.pid])) times.set(p.pid, { name: p.name, cpuMs: p.cpuMs });
  return { times };
}

/**
 * CPU ms per request of each group between two snapshots. A process that started in between counts
 * in full; one that ended in between is lost (PostgREST keeps its database connections, so the
 * backends that serve a run live through it).
 */
export function cpuPerRequest(
  before: CpuSnapshot,
  after: CpuSnapshot,
  requests: number,
  groups: CpuGroup[],
): string {
  const sums = new Map<string, number>(groups.map((g) => [g.label, 0]));
  let other = 0;
  for (const [pid, { name, cpuMs }] of after.times) {
    const used = cpuMs - (before.times.get(pid)?.cpuMs ?? 0);
    const group = groups.find((g) => g.has({ pid, name }));
    if (group) sums.set(group.label, sums.get(group.label)! + used);
    else other += used;
  }
  const per = (ms: number) => ms / Math.max(1, requests);
  const total = [...sums.values()].reduce((a, b) => a + b, 0) + other;
  const parts = [...sums].map(([label, ms]) => `${label} ${per(ms).toFixed(1)}`);
  if (other > 0) parts.push(`other ${per(other).toFixed(1)}`);
  return `CPU ms per request: ${parts.join(', ')}; total ${per(total).toFixed(1)} ms`;
}

import { readdirSync, readFileSync } from 'node:fs';

/**
 * Where a load run's CPU went, process by process (Linux /proc): every process under the given roots
 * (the site server and its workers, the local stack with its PostgreSQL and PostgREST children) and this
 * process itself (the load generator). On a machine whose cores all these share, the sum per request
 * bounds the rate: 1000 × cores / (ms per request) req/s at best.
 */
const CLOCK_TICKS = 100;

interface ProcessTime {
  pid: number;
  ppid: number;
  name: string;
  cpuMs: number;
}

function readProcess(pid: number): ProcessTime | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    // Fields after the command name: state is the 3rd, ppid the 4th, utime the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      pid,
      ppid: Number(fields[1]),
      name,
      cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS,
    };
  } catch {
    return undefined; // Gone meanwhile.
  }
}

/** The roots and all their descendants, with the CPU each has used so far. */
function processTree(roots: number[]): ProcessTime[] {
  const all = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => readProcess(Number(entry)))
    .filter((p): p is ProcessTime => p !== undefined);
  const children = new Map<number, ProcessTime[]>();
  for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const found: ProcessTime[] = [];
  const visit = (pid: number) => {
    const self = all.find((p) => p.pid === pid);
    if (self && !found.includes(self)) found.push(self);
    for (const child of children.get(pid) ?? []) visit(child.pid);
  };
  for (const root of roots) visit(root);
  return found;
}

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

import { readdirSync, readFileSync } from 'node:fs';

/**
 * Processes and their descendants, read from Linux's /proc: which processes a command started (even
 * those it put in process groups of their own), and the CPU each has used.
 */

/** Linux's clock ticks per second, the unit of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS = 100;

export interface ProcessTime {
  pid: number;
  ppid: number;
  name: string;
  cpuMs: number;
}

/** One process's name, parent and CPU used so far; undefined once it is gone. */
export function readProcess(pid: number): ProcessTime | undefined {
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
export function processTree(roots: number[]): ProcessTime[] {
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

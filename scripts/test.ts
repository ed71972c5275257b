import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '#supabase/local/config.ts';
import { createDbTemplate, DB_TEMPLATE_ENV } from '#supabase/local/db-template.ts';
import { processTree } from './process-tree.ts';
import { TestSummary, type PlaywrightReport, type VitestReport } from './test-summary.ts';

/**
 * npm test: the whole suite: lint, types, formatting, unit, integration (real local stack), end-to-end
 * on `npm start` itself (development server, playwright.dev.config.ts), then end-to-end on the built
 * apps in Chromium (one stack per Playwright worker). Parts that do not compete for the cores run side
 * by side (see LANES); the first failure stops the run. Installs Debian's chromium when it is missing
 * and we may (root with apt-get), since browsers are never downloaded by the test tools here.
 */
const resultsDir = path.join(REPO_ROOT, '.local', 'test-results');
mkdirSync(resultsDir, { recursive: true });
const bin = (name: string) => path.join(REPO_ROOT, 'node_modules', '.bin', name);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

type Part = 'static' | 'unit' | 'integration' | 'production' | 'e2e' | 'e2e-dev';
const PARTS: readonly Part[] = ['static', 'unit', 'integration', 'production', 'e2e', 'e2e-dev'];

interface Step {
  label: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

const vitestRun = (project: string, report = project): string[] => [
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(resultsDir, `${report}.json`)}`,
];

/**
 * The integration files that install and run production servers (a fresh `start:prod`, its restarts,
 * `npm run serve` under hostile clients) take a third of the integration run: they run as a part of their
 * own, on their own ports (ELO_TEST_PORT_BASE − 2000, below every other block), beside the rest.
 */
const PRODUCTION_FILES = [
  'tests/integration/production-one-origin.test.ts',
  'tests/integration/production-mode.test.ts',
  'tests/integration/site-server-resilience.test.ts',
];
const integrationPortBase = Number(process.env.ELO_TEST_PORT_BASE ?? 24321);

/** Each part: the commands it runs, one after the other. */
const STEPS: Record<Part, Step[]> = {
  static: [
    { label: 'ESLint', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
    // The site's route types (./+types/*) are generated, not committed: a fresh clone needs them first.
    { label: 'Route types', command: bin('react-router'), args: ['typegen', 'site'] },
    { label: 'TypeScript', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
    { label: 'Prettier', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
  ],
  unit: [
    { label: 'Unit tests', command: bin('vitest'), args: [...vitestRun('unit'), '--project', 'unit-mocks'] },
  ],
  integration: [
    {
      label: 'Integration tests (local stack)',
      command: bin('vitest'),
      args: [...vitestRun('integration'), ...PRODUCTION_FILES.flatMap((file) => ['--exclude', file])],
    },
  ],
  production: [
    {
      label: 'Integration tests (production servers)',
      command: bin('vitest'),
      args: [...vitestRun('integration', 'production'), ...PRODUCTION_FILES],
      env: { ELO_TEST_PORT_BASE: String(integrationPortBase - 2000) },
    },
  ],
  e2e: [
    {
      label: 'End-to-end tests (Chromium)',
      command: bin('playwright'),
      args: ['test', '--reporter=list,json'],
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(resultsDir, 'e2e.json') },
    },
  ],
  'e2e-dev': [
    {
      label: 'End-to-end tests on npm start (development server)',
      command: bin('playwright'),
      args: ['test', '--config', 'playwright.dev.config.ts', '--reporter=list,json'],
      // A newcomer's first start initialises its own database: no ready-made cluster (db-template.ts).
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(resultsDir, 'e2e-dev.json'), [DB_TEMPLATE_ENV]: '' },
    },
  ],
};

/**
 * The whole run as lanes side by side; a lane runs its groups one after the other, the parts of a group
 * at the same time. On two cores the work itself is what takes time, so no core may sit idle: the
 * end-to-end run (the longest part: two workers, each with a stack, a server and a browser) starts at
 * once; the integration tests, which mostly wait on their stacks, run beside it from the start; the
 * static checks and the unit tests (short, all CPU) fill the cores in a third lane, which then runs the
 * integration files of the production servers (PRODUCTION_FILES) and then the run on `npm start`: that one
 * regenerates the route types tsc reads, so it waits for the checks, and the end-to-end run, which serves
 * built apps, is the longer lane without it.
 */
const LANES: Part[][][] = [[['e2e']], [['integration']], [['static'], ['unit'], ['production'], ['e2e-dev']]];

const running = new Set<ChildProcess>();

/** How long a stopped part's processes get to end by themselves before they are killed. */
const STOP_GRACE_MS = 5000;

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Stops the running parts with everything they started. A test runner that is stopped leaves its
 * servers behind (a production server, a stack with its PostgreSQL, started in process groups of their
 * own and stopped by the tests' own tear-down, which never runs): they would hold the next run's ports.
 * So the whole tree is found first, asked to end, and what is left after the grace is killed.
 */
async function stopAll(): Promise<void> {
  const pids = processTree([...running].flatMap((child) => (child.pid ? [child.pid] : []))).map((p) => p.pid);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Gone meanwhile.
    }
  }
  const deadline = Date.now() + STOP_GRACE_MS;
  while (pids.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const pid of pids.filter(alive)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone meanwhile.
    }
  }
}
process.on('SIGINT', () => {
  void stopAll().then(() => process.exit(130));
});

/**
 * Runs one step. Alone in the run its output goes straight to the terminal; beside others it is
 * kept and printed whole when the step ends, so that parts never interleave.
 */
function runStep(step: Step, alone: boolean): Promise<boolean> {
  const started = Date.now();
  console.log(alone ? `\n▶ ${step.label}` : `… ${step.label}: started`);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: REPO_ROOT,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env },
    });
    running.add(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const finish = (code: number | null, reason?: string) => {
      running.delete(child);
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!alone) process.stdout.write(`\n▶ ${step.label}\n${output}`);
      console.log(`⏱ ${step.label}: ${seconds} s`);
      if (code !== 0) console.error(`\n✖ ${step.label} failed (${reason ?? `exit ${code}`}).`);
      resolve(code === 0);
    };
    child.once('error', (err) => finish(null, err.message));
    child.once('exit', (code, signal) => finish(code, signal ?? undefined));
  });
}

/** A part's steps in order; false at the first that fails. */
async function runPart(part: Part, alone: boolean): Promise<boolean> {
  for (const step of STEPS[part]) {
    if (!(await runStep(step, alone))) return false;
  }
  return true;
}

function ensureChromium(): void {
  if (existsSync(chromium)) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', 'chromium'],
    ]) {
      const result = spawnSync('apt-get', args, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
      if (result.status !== 0) process.exit(result.status ?? 1);
    }
    return;
  }
  console.error(
    `Chromium not found at ${chromium}. Install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

/** A part's JSON report, if it ran to the end (a stopped part writes none). */
function readResults<Report>(name: string): Report | undefined {
  const file = path.join(resultsDir, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Report) : undefined;
}

function printSummary(started: number): void {
  const summary = new TestSummary(REPO_ROOT);
  for (const name of ['unit', 'integration', 'production'])
    summary.addVitest(readResults<VitestReport>(name));
  for (const name of ['e2e', 'e2e-dev']) summary.addPlaywright(readResults<PlaywrightReport>(name));
  const { totals, failures } = summary;
  if (failures.length > 0) console.log(`\nFailed:\n${failures.join('\n')}`);
  console.log(`\n⏱ npm test: ${Math.round((Date.now() - started) / 1000)} s`);
  console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

for (const f of ['unit.json', 'integration.json', 'production.json', 'e2e.json', 'e2e-dev.json']) {
  rmSync(path.join(resultsDir, f), { force: true });
}

const only = process.argv[2] as Part | undefined;
if (only && !PARTS.includes(only)) {
  console.error(`Unknown part "${only}": one of ${PARTS.join(', ')}.`);
  process.exit(2);
}
// `npm test -- integration` runs every integration file: both parts, side by side.
const lanes: Part[][][] = !only
  ? LANES
  : only === 'integration'
    ? [[['integration', 'production']]]
    : [[[only]]];
const alone = lanes.length === 1 && lanes[0].every((group) => group.length === 1);
if (lanes.flat(2).some((part) => part.startsWith('e2e'))) ensureChromium();
const started = Date.now();
// Every stack the run starts (a score of them) copies one cluster made here instead of running initdb
// and the migrations itself; made on the integration tests' ports, before anything uses them.
const templateDir = mkdtempSync(path.join(os.tmpdir(), 'elo-db-template-'));
if (lanes.flat(2).some((part) => part === 'integration' || part === 'production' || part.startsWith('e2e'))) {
  const templateStarted = Date.now();
  process.env[DB_TEMPLATE_ENV] = await createDbTemplate(templateDir, integrationPortBase);
  console.log(`⏱ Database template: ${Math.round((Date.now() - templateStarted) / 1000)} s`);
}
let failed = false;
await Promise.all(
  lanes.map(async (lane) => {
    for (const group of lane) {
      if (failed) return;
      const results = await Promise.all(group.map((part) => runPart(part, alone)));
      if (results.includes(false)) {
        // The first failure ends the run: the parts still running beside it are stopped.
        failed = true;
        await stopAll();
        return;
      }
    }
  }),
);
rmSync(templateDir, { recursive: true, force: true });
printSummary(started);
if (failed) process.exit(1);

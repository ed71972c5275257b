import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../supabase/local/config.ts';

/**
 * npm test: the whole suite, in order: lint, types, formatting, unit, integration (real local
 * stack), end-to-end (built apps in Chromium), then end-to-end on `npm start` itself (development
 * server, playwright.dev.config.ts). Installs Debian's chromium when it is missing and we
 * may (root with apt-get), since browsers are never downloaded by the test tools here.
 */
const resultsDir = path.join(REPO_ROOT, '.local', 'test-results');
mkdirSync(resultsDir, { recursive: true });
const bin = (name: string) => path.join(REPO_ROOT, 'node_modules', '.bin', name);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): void {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${result.status ?? result.signal}).`);
    printSummary();
    process.exit(result.status ?? 1);
  }
}

function ensureChromium(): void {
  if (existsSync(chromium)) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    run('apt-get update', 'apt-get', ['update', '-qq']);
    run('apt-get install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium'], {
      DEBIAN_FRONTEND: 'noninteractive',
    });
    return;
  }
  console.error(
    `Chromium not found at ${chromium}. Install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const totals: Counts = { passed: 0, failed: 0, skipped: 0 };

function addVitest(file: string): void {
  if (!existsSync(file)) return;
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests;
  totals.skipped += json.numPendingTests + json.numTodoTests;
}

function addPlaywright(file: string): void {
  if (!existsSync(file)) return;
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  totals.passed += json.stats.expected + json.stats.flaky;
  totals.failed += json.stats.unexpected;
  totals.skipped += json.stats.skipped;
}

function printSummary(): void {
  addVitest(path.join(resultsDir, 'unit.json'));
  addVitest(path.join(resultsDir, 'integration.json'));
  addPlaywright(path.join(resultsDir, 'e2e.json'));
  addPlaywright(path.join(resultsDir, 'e2e-dev.json'));
  console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

for (const f of ['unit.json', 'integration.json', 'e2e.json', 'e2e-dev.json']) {
  const p = path.join(resultsDir, f);
  if (existsSync(p)) spawnSync('rm', ['-f', p]);
}

const only = process.argv[2];
if (!only || only === 'static') {
  run('ESLint', bin('eslint'), ['.', '--max-warnings=0']);
  // The site's route types (./+types/*) are generated, not committed: a fresh clone needs them first.
  run('Route types', bin('react-router'), ['typegen', 'site']);
  run('TypeScript', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
  run('Prettier', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
}
if (!only || only === 'unit') {
  run('Unit tests', bin('vitest'), [
    'run',
    '--project',
    'unit',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(resultsDir, 'unit.json')}`,
  ]);
}
if (!only || only === 'integration') {
  run('Integration tests (local stack)', bin('vitest'), [
    'run',
    '--project',
    'integration',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(resultsDir, 'integration.json')}`,
  ]);
}
if (!only || only === 'e2e') {
  ensureChromium();
  run('End-to-end tests (Chromium)', bin('playwright'), ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(resultsDir, 'e2e.json'),
  });
}
if (!only || only === 'e2e-dev') {
  ensureChromium();
  run(
    'End-to-end tests on npm start (development server)',
    bin('playwright'),
    ['test', '--config', 'playwright.dev.config.ts', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(resultsDir, 'e2e-dev.json') },
  );
}
printSummary();

import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/**
 * What `npm test` prints last: the counts of every part that ran to the end and each failed test with
 * the start of its error. A run's output is long and the parts running beside a failure print theirs
 * after it, so the tail of a log alone must still say what failed.
 */

/** The lines of an error worth printing again: enough for the expectation and where it failed. */
const FAILURE_LINES = 6;

const firstLines = (message: string): string =>
  stripVTControlCharacters(message)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, FAILURE_LINES)
    .map((line) => `    ${line}`)
    .join('\n');

/** The parts of Vitest's JSON report read here. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    message?: string;
    assertionResults: { status: string; fullName: string; failureMessages: string[] }[];
  }[];
}

interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    tests: { status: string; results: { error?: { message?: string } }[] }[];
  }[];
}

/** The parts of Playwright's JSON report read here. */
export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

export class TestSummary {
  readonly totals = { passed: 0, failed: 0, skipped: 0 };
  readonly failures: string[] = [];

  /** `root`: test files are named relative to it. */
  constructor(private readonly root: string) {}

  addVitest(report: VitestReport | undefined): void {
    if (!report) return;
    this.totals.passed += report.numPassedTests;
    this.totals.failed += report.numFailedTests;
    this.totals.skipped += report.numPendingTests + report.numTodoTests;
    for (const file of report.testResults) {
      const where = path.relative(this.root, file.name);
      const failed = file.assertionResults.filter((test) => test.status === 'failed');
      for (const test of failed) this.fail(`${where} › ${test.fullName}`, test.failureMessages.join('\n'));
      // A file that failed before its tests ran (an import, a hook) has a message and no failed test.
      if (file.message && failed.length === 0) this.fail(where, file.message);
    }
  }

  addPlaywright(report: PlaywrightReport | undefined): void {
    if (!report) return;
    this.totals.passed += report.stats.expected + report.stats.flaky;
    this.totals.failed += report.stats.unexpected;
    this.totals.skipped += report.stats.skipped;
    for (const fileSuite of report.suites) this.addPlaywrightSuite(fileSuite, []);
  }

  /** A file's suite holds its tests and its `describe` blocks, whose titles lead their tests' own. */
  private addPlaywrightSuite(suite: PlaywrightSuite, describeTitles: string[]): void {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests.filter((t) => t.status === 'unexpected')) {
        const message = test.results.map((result) => result.error?.message ?? '').join('\n');
        this.fail(`${spec.file} › ${[...describeTitles, spec.title].join(' › ')}`, message);
      }
    }
    for (const child of suite.suites ?? []) this.addPlaywrightSuite(child, [...describeTitles, child.title]);
  }

  private fail(test: string, message: string): void {
    this.failures.push(`✖ ${test}\n${firstLines(message)}`);
  }
}

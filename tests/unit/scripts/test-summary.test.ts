import { describe, expect, it } from 'vitest';
import { TestSummary, type PlaywrightReport, type VitestReport } from '#scripts/test-summary.ts';

const ROOT = '/repo';

const vitestReport: VitestReport = {
  numPassedTests: 3,
  numFailedTests: 1,
  numPendingTests: 1,
  numTodoTests: 0,
  testResults: [
    {
      name: '/repo/tests/unit/site/a.test.ts',
      message: '',
      assertionResults: [
        { status: 'passed', fullName: 'A works', failureMessages: [] },
        {
          status: 'failed',
          fullName: 'A › waits for the list',
          failureMessages: [
            '\u001b[31mAssertionError: expected [] to have a length of 1\u001b[39m\n\n    at a.test.ts:12:5\n    at 2\n    at 3\n    at 4\n    at 5\n    at 6 (not printed)',
          ],
        },
      ],
    },
    {
      name: '/repo/tests/unit/site/b.test.ts',
      message: "Cannot find module '#site/missing.ts'",
      assertionResults: [],
    },
  ],
};

const playwrightReport: PlaywrightReport = {
  stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 2 },
  suites: [
    {
      title: 'site/search.spec.ts',
      specs: [
        {
          title: 'finds nothing for an empty query',
          file: 'site/search.spec.ts',
          tests: [{ status: 'expected', results: [{}] }],
        },
      ],
      suites: [
        {
          title: 'keyboard only',
          specs: [
            {
              title: '/ opens the header field',
              file: 'site/search.spec.ts',
              tests: [
                {
                  status: 'unexpected',
                  results: [{ error: { message: 'Timed out 5000ms waiting for expect' } }],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('the summary npm test prints last', () => {
  it('adds up the parts that ran to the end and skips those that wrote no report', () => {
    const summary = new TestSummary(ROOT);
    summary.addVitest(vitestReport);
    summary.addPlaywright(playwrightReport);
    summary.addVitest(undefined);
    summary.addPlaywright(undefined);
    expect(summary.totals).toEqual({ passed: 9, failed: 2, skipped: 3 });
  });

  it('names each failed test by file and titles, with the first lines of its error, colours removed', () => {
    const summary = new TestSummary(ROOT);
    summary.addVitest(vitestReport);
    summary.addPlaywright(playwrightReport);
    expect(summary.failures).toEqual([
      '✖ tests/unit/site/a.test.ts › A › waits for the list\n' +
        '    AssertionError: expected [] to have a length of 1\n' +
        '        at a.test.ts:12:5\n        at 2\n        at 3\n        at 4\n        at 5',
      "✖ tests/unit/site/b.test.ts\n    Cannot find module '#site/missing.ts'",
      '✖ site/search.spec.ts › keyboard only › / opens the header field\n    Timed out 5000ms waiting for expect',
    ]);
  });

  it('lists nothing when everything passed', () => {
    const summary = new TestSummary(ROOT);
    summary.addVitest({ ...vitestReport, numFailedTests: 0, testResults: [] });
    expect(summary.failures).toEqual([]);
  });
});

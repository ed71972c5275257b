/**
 * npm test runs the unit tests beside the end-to-end and integration runs, on two cores: a render that
 * takes 50 ms alone can take seconds there, past Testing Library's 1 s default for `findBy…` and
 * `waitFor`. Waiting longer changes nothing for a test that passes, and a failing one still fails.
 */
export const ASYNC_WAIT_MS = 15_000;

// Only files that render into a DOM wait on it; the others need not load Testing Library at all.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: ASYNC_WAIT_MS });
}

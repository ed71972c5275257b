import { test as base, expect } from '@playwright/test';

/** How long a page gets to leave for about:blank before its context is closed anyway. */
const SETTLE_MS = 10_000;

/**
 * Playwright's test, with every page sent to about:blank before its context closes. Chromium may drop
 * a close that comes while a navigation is being committed (crbug.com/536385539: a sign-in redirect, a
 * `location.replace` still under way when the test's last check passed), and the context's tear-down
 * then waits until the test's time is up. A navigation to about:blank is one Playwright waits for, and
 * it cancels any other under way, so the close that follows meets a page at rest.
 */
export const test = base.extend({
  context: async ({ context }, provide) => {
    await provide(context);
    await Promise.all(
      context.pages().map((page) => page.goto('about:blank', { timeout: SETTLE_MS }).catch(() => undefined)),
    );
  },
});

export { expect };

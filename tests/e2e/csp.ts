import { test as base, expect } from './test.ts';

/**
 * Playwright's test with one addition: every page of the test listens for `securitypolicyviolation`,
 * and the test fails if the Content-Security-Policy blocked anything (a script, a style, a request,
 * a form target), so a policy that breaks a page never goes unnoticed.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__eloReportCspViolation', (_source, text: string) => {
        violations.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __eloReportCspViolation?: (text: string) => void })
            .__eloReportCspViolation;
          report?.(
            `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ` +
              `(${event.sourceFile || 'page'}:${event.lineNumber})`,
          );
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

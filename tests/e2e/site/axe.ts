import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The page's WCAG 2.2 AA violations as it is now. Every rule runs as before; only the violations are
 * read, so axe details nothing else (each pass, incomplete or inapplicable rule would otherwise list every
 * node it looked at, all serialised out of the page on every check).
 */
async function wcagViolations(page: Page): Promise<Result[]> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations;
}

/** Serious and critical WCAG 2.2 AA violations on the page as it is now, readable in a failure message. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await wcagViolations(page))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} → ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

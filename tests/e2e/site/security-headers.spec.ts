import { expect, test } from '../csp.ts';
import { EVENT_IDS } from '../../helpers/seed-ids.ts';

/**
 * The production server's security headers on the real builds (the pages' own rendering is checked by
 * the other specs, which also fail on any policy violation).
 */
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

for (const path of ['/', `/events/${EVENT_IDS.upcomingRio}`, '/admin', '/admin-auth']) {
  test(`${path} carries the security headers and loads without a policy violation`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    const policy = headers['content-security-policy'] ?? '';
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    if (!path.startsWith('/admin')) expect(directive(policy, 'script-src')).toMatch(/'nonce-[^']+'/);
    if (path === '/admin') {
      // Signed out, the back-office sends the browser on to its sign-in page: wait for that page to run.
      await expect(page).toHaveURL(/\/admin-auth/);
      await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeEnabled();
    }
    await page.waitForLoadState('networkidle');
  });
}

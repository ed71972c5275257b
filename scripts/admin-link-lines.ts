import type { AdminLinkResult } from '#supabase/local/production/first-admin.ts';

/** How the start and `npm run admin:invite` show an admin's way in: where it was mailed, or the link. */
export function adminLinkLines(result: AdminLinkResult): string {
  if (result.kind === 'mailed') return `  Admin        link mailed to ${result.email}`;
  return [
    `  Admin        ${result.email}: this one-time link, valid for an hour and in any browser,`,
    `               signs them in to the back-office to choose a password`,
    `               ${result.link}`,
  ].join('\n');
}

/**
 * The back-office's sign-in page rendered at build time (scripts/prerender-admin-auth.ts), beside
 * its index.html; the production server sends it for /admin-auth.
 */
export const ADMIN_AUTH_HTML = 'admin-auth.html';

/**
 * Where the admin session is stored in the browser: apart from a member session of the public site.
 * Dependency-free, so the site's /admin-login can sign in to the same session without loading the panel.
 */
export const ADMIN_SESSION_STORAGE_KEY = 'elocx-admin-auth';

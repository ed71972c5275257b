/**
 * Where the admin session is stored in the browser: apart from a member session of the public site.
 * Dependency-free, so the site's draft preview can read with the same session without loading the panel.
 */
export const ADMIN_SESSION_STORAGE_KEY = 'elocx-admin-auth';

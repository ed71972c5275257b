/**
 * What /admin-auth needs once the visitor acts (or already has a session): the auth client and the
 * role check. Loaded on demand, so the sign-in form paints without the auth library.
 */
export { adminAuth } from './authClient.ts';
export { adminEntry } from './adminEntry.ts';
export { clearAdminRoleCache } from './adminRole.ts';

import { redirect } from 'react-router';
import { ADMIN_LOGIN_ENTRY, AUTH_PATHS } from '#shared/adminAuthPaths.ts';

/**
 * /admin-login is the back-office's own sign-in page: one form and one set of rules (the admin role, the
 * second factor), with the wording this address has always shown (see `ADMIN_LOGIN_ENTRY`).
 */
export function loader() {
  return redirect(`${AUTH_PATHS.signIn}?${ADMIN_LOGIN_ENTRY.param}=${ADMIN_LOGIN_ENTRY.value}`, 302);
}

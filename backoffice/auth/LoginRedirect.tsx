import { useEffect } from 'react';
import { ADMIN_AUTH_PATH } from '../providers/authProvider.ts';

/**
 * react-admin's login page. The real one is /admin-auth, outside react-admin's basename. A full page
 * load (not a router navigation) is used on purpose: react-admin may still have an auth redirect in
 * flight, which would otherwise bounce the visitor back to /admin/login.
 */
export function LoginRedirect() {
  useEffect(() => {
    window.location.replace(ADMIN_AUTH_PATH);
  }, []);
  return null;
}

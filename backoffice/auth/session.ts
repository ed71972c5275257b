import { adminAuth } from './authClient.ts';

/** The signed-in admin's session (null when nobody is signed in), read from the tab's one auth client. */
export async function currentSession() {
  const { data } = await adminAuth.getSession();
  return data.session;
}

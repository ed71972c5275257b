import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { SignOutStyle } from './signOutTexts.ts';
import { useSignOut } from './useSignOut.ts';

/**
 * A sign-out button as a real form posting to /auth/sign-out, so a tap before the page has hydrated
 * still signs out (the server answers a 303 back to this page, which then shows the confirmation).
 * Once hydrated, the click goes through `useSignOut`: the page stays and reloads its data.
 */
export function SignOutButton({
  style,
  className,
  children,
}: {
  style: SignOutStyle;
  className: string;
  children: ReactNode;
}) {
  const location = useLocation();
  const { busy, signOut } = useSignOut(style);
  return (
    <form
      method="post"
      action="/auth/sign-out"
      className="form--inline"
      onSubmit={(event) => {
        event.preventDefault();
        void signOut();
      }}
    >
      <input type="hidden" name="next" value={`${location.pathname}${location.search}`} />
      <input type="hidden" name="style" value={style} />
      <button type="submit" className={className} disabled={busy}>
        {children}
      </button>
    </form>
  );
}

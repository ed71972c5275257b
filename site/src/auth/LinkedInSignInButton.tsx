import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useLinkedInSignIn } from './useLinkedInSignIn.ts';

/**
 * 'Entrar com LinkedIn' as a real form posting to /auth/sign-in, so a tap before the page has
 * hydrated still starts the sign-in (the server answers a 303 to the provider). Once hydrated, the
 * click goes through `useLinkedInSignIn`, which shows the busy label and the pt-BR toasts on failure.
 */
export function LinkedInSignInButton({
  returnTo,
  className,
  busyLabel,
  label,
  children = 'Entrar com LinkedIn',
}: {
  /** A path of this site to come back to; the current page by default. */
  returnTo?: string;
  className: string;
  /** Shown while the browser leaves for LinkedIn; the idle text stays when omitted. */
  busyLabel?: string;
  /** Accessible name when the visible text alone is ambiguous (e.g. which event's RSVP). */
  label?: string;
  children?: ReactNode;
}) {
  const location = useLocation();
  const next = returnTo ?? `${location.pathname}${location.search}`;
  const { busy, signIn } = useLinkedInSignIn(next);
  return (
    <form
      method="post"
      action="/auth/sign-in"
      className="form--inline"
      onSubmit={(event) => {
        event.preventDefault();
        void signIn();
      }}
    >
      <input type="hidden" name="next" value={next} />
      <button type="submit" className={className} disabled={busy} aria-label={label}>
        {busy && busyLabel ? busyLabel : children}
      </button>
    </form>
  );
}

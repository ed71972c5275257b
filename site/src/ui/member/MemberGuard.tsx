import type { ReactNode } from 'react';
import { isMember, useAuth } from '../../auth/auth-context.ts';
import { LinkedInSignInButton } from '../../auth/LinkedInSignInButton.tsx';
import { PrivacyNote } from '../PrivacyNote.tsx';

/**
 * Member-only pages: members see them, everyone else the lock card. The user is the one the
 * server resolved from the session cookies, so the server's HTML already holds one or the other.
 */
export function MemberGuard({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (!isMember(user)) return <LockCard />;
  return <>{children}</>;
}

function LockCard() {
  return (
    <div className="container container--narrow section">
      <div className="card lock-card">
        <svg
          width="48"
          height="48"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className="lock-card__icon"
        >
          <path
            d="M7 10V7a5 5 0 0 1 10 0v3M5 10h14v11H5z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <h1 className="lock-card__title">Área Exclusiva para Membros</h1>
        <p className="card__text">Esta página é exclusiva para membros da comunidade.</p>
        <LinkedInSignInButton className="button button--large button--linkedin" busyLabel="Redirecionando…" />
        <p className="form__hint">Ao fazer login com o LinkedIn, você se torna membro automaticamente.</p>
        <PrivacyNote context="sign-in" />
      </div>
    </div>
  );
}

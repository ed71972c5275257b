import { BRAND } from '#shared/brand.ts';
import { Link } from 'react-router-dom';

export function Logo() {
  return (
    <Link to="/" className="logo" aria-label={`${BRAND.name} — página inicial`}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="12" cy="16" r="9" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle cx="20" cy="16" r="9" fill="none" stroke="var(--color-accent)" strokeWidth="3" />
      </svg>
      <span className="logo__text">{BRAND.name}</span>
    </Link>
  );
}

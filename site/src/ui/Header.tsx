import { BRAND } from '../../../shared/brand';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { avatarUrl, displayName, useAuth } from '../auth/auth-context';
import { SignOutButton } from '../auth/SignOutButton';
import { Avatar } from './Avatar';
import { Disclosure } from './Disclosure';
import { Logo } from './Logo';

const MAIN_LINKS = [
  { to: '/', label: 'Início' },
  { to: '/events', label: 'Eventos' },
  { to: '/courses', label: 'Cursos' },
  { to: '/blog', label: 'Blog' },
] as const;

const MOBILE_LINKS = [...MAIN_LINKS, { to: '/newsletter', label: 'Newsletter' }] as const;

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const location = useLocation();

  // A navigation closes the side menu.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setMenuOpen(false);
  }

  return (
    <header className="site-header">
      <a className="skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <div className="container site-header__inner">
        <Logo />
        <nav aria-label="Principal" className="site-nav">
          <ul>
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className="site-nav__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <UserMenu />
          <button
            ref={menuButton}
            type="button"
            className="icon-button site-header__menu-button"
            aria-label="Abrir menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            onClick={() => setMenuOpen(true)}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
      {menuOpen && (
        <MobileMenu
          id={menuId}
          onClose={() => {
            setMenuOpen(false);
            menuButton.current?.focus();
          }}
          onNavigate={() => setMenuOpen(false)}
        />
      )}
    </header>
  );
}

/**
 * Side menu for small screens: a modal dialog that traps focus and closes on Esc. It is rendered into
 * <body>, outside the header: the header's backdrop blur would otherwise confine this fixed overlay
 * to the header's own box. It only exists once opened, so the server never renders it.
 */
function MobileMenu({
  id,
  onClose,
  onNavigate,
}: {
  id: string;
  onClose: () => void;
  onNavigate: () => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  // The latest handler, so a re-render of the header never re-runs the effect and steals focus.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const element = panel.current;
    element?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab' || !element) return;
      const focusable = [...element.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!element.contains(document.activeElement)) {
        event.preventDefault();
        first?.focus();
      } else if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('no-scroll');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('no-scroll');
    };
  }, []);

  return createPortal(
    <div className="mobile-menu" onClick={onClose}>
      <div
        ref={panel}
        id={id}
        className="mobile-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        onClick={(event) => event.stopPropagation()}
      >
        <div className="mobile-menu__top">
          <span className="mobile-menu__brand">{BRAND.name}</span>
          <button type="button" className="icon-button" aria-label="Fechar menu" onClick={onClose}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <nav aria-label="Menu móvel">
          <ul className="mobile-menu__links">
            {MOBILE_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  className="mobile-menu__link"
                  // The page's own link closes the menu too (no navigation happens then).
                  onClick={onNavigate}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>,
    document.body,
  );
}

function UserMenu() {
  const { user } = useAuth();
  if (!user) {
    return (
      <Link to="/login" className="button button--small">
        Entrar
      </Link>
    );
  }
  const name = displayName(user);
  return (
    <Disclosure
      className="user-menu"
      summaryClassName="user-menu__summary"
      summaryLabel={`Menu de ${name}`}
      summary={<Avatar name={name} src={avatarUrl(user)} size={36} decorative />}
    >
      <div className="user-menu__popover">
        <p className="user-menu__name">{name}</p>
        {user.email && <p className="user-menu__email">{user.email}</p>}
        <Link to="/member/dashboard" className="user-menu__link">
          Área do Membro
        </Link>
        <SignOutButton style="session" className="button button--ghost button--small">
          Sair
        </SignOutButton>
      </div>
    </Disclosure>
  );
}

import { BRAND } from '#shared/brand.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { avatarUrl, displayName, useAuth } from '../auth/auth-context.ts';
import { useHydrated } from '../lib/useHydrated.ts';
import { useOnNavigation } from '../lib/useOnNavigation.ts';
import { SignOutButton } from '../auth/SignOutButton.tsx';
import { Avatar } from './Avatar.tsx';
import { Disclosure } from './Disclosure.tsx';
import { Logo } from './Logo.tsx';
import { SiteSearch } from './SiteSearch.tsx';
import { useSearchShortcut } from './useSearchShortcut.ts';

const MAIN_LINKS = [
  { to: '/', label: 'Início' },
  { to: '/events', label: 'Eventos' },
  { to: '/courses', label: 'Cursos' },
  { to: '/blog', label: 'Blog' },
] as const;

const MOBILE_LINKS = [...MAIN_LINKS, { to: '/newsletter', label: 'Newsletter' }] as const;

export function Header() {
  const menuId = useId();
  const hydrated = useHydrated();
  const [menuOpen, setMenuOpen] = useState(false);
  const headerSearch = useRef<HTMLInputElement>(null);
  const menuSearch = useRef<HTMLInputElement>(null);
  useSearchShortcut({ headerField: headerSearch, menuField: menuSearch, menuId });

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
        <SiteSearch variant="header" ref={headerSearch} />
        <div className="site-header__actions">
          <UserMenu />
          {/* popovertarget opens the menu with no script, so it works before the page hydrates; the
              browser then tells assistive technology it is expanded, and React does once hydrated. */}
          <button
            type="button"
            className="icon-button site-header__menu-button"
            aria-label="Abrir menu"
            aria-haspopup="dialog"
            aria-expanded={hydrated ? menuOpen : undefined}
            aria-controls={menuId}
            popoverTarget={menuId}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
      <MobileMenu id={menuId} open={menuOpen} onOpenChange={setMenuOpen} searchField={menuSearch} />
    </header>
  );
}

/**
 * Side menu for small screens: a popover (top layer, so the header's backdrop blur cannot confine it)
 * that the browser opens, closes on Esc or a tap outside, and hands focus back from, with or without
 * script. Once hydrated it also keeps focus inside while open and closes on navigation.
 */
function MobileMenu({
  id,
  open,
  onOpenChange,
  searchField,
}: {
  id: string;
  searchField: React.Ref<HTMLInputElement>;
  /** Whether the browser shows it: followed from its toggle events. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const sync = () => onOpenChange(element.matches(':popover-open'));
    // A menu opened before hydration is picked up here.
    sync();
    element.addEventListener('toggle', sync);
    return () => element.removeEventListener('toggle', sync);
  }, [onOpenChange]);

  useOnNavigation(() => {
    if (panel.current?.matches(':popover-open')) panel.current.hidePopover();
  });

  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    if (!element.contains(document.activeElement)) element.querySelector<HTMLElement>('button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = [
        ...element.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled])'),
      ];
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
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div
      ref={panel}
      id={id}
      popover="auto"
      className="mobile-menu"
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
    >
      <div className="mobile-menu__top">
        <span className="mobile-menu__brand">{BRAND.name}</span>
        <button
          type="button"
          className="icon-button"
          aria-label="Fechar menu"
          popoverTarget={id}
          popoverTargetAction="hide"
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <SiteSearch variant="menu" ref={searchField} />
      <nav aria-label="Menu móvel">
        <ul className="mobile-menu__links">
          {MOBILE_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === '/'}
                className="mobile-menu__link"
                // The page's own link closes the menu too (no navigation happens then).
                onClick={() => panel.current?.hidePopover()}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
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

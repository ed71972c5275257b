import { BRAND } from '#shared/brand.ts';
import { Link, useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root.tsx';
import { yearBR } from '../lib/timeZone.ts';
import { PartnerLogo, SocialLinks } from './SocialLinks.tsx';

/** The header's sections plus the pages no header link reaches. */
const FOOTER_LINKS = [
  { to: '/events', label: 'Eventos' },
  { to: '/courses', label: 'Cursos' },
  { to: '/blog', label: 'Blog' },
  { to: '/news', label: 'Notícias' },
  { to: '/jobs', label: 'Vagas' },
  { to: '/podcast', label: 'Podcast' },
  { to: '/community', label: 'Comunidade' },
  { to: '/privacidade', label: 'Privacidade' },
] as const;

export function Footer() {
  // The server's year (root loader), else Brasília's: the browser's zone may already be in the next one.
  const year = useRouteLoaderData<typeof rootLoader>('root')?.year ?? yearBR();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__name">{BRAND.name}</p>
          <p className="site-footer__tagline">A {BRAND.tagline}.</p>
          <SocialLinks />
        </div>
        <nav aria-label="Rodapé">
          <ul className="site-footer__links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <PartnerLogo />
      </div>
      <p className="container site-footer__copy">
        © {year} {BRAND.name}. Todos os direitos reservados.
      </p>
    </footer>
  );
}

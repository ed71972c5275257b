import { BRAND } from '../../../shared/brand';
import { Link } from 'react-router-dom';
import { PartnerLogo, SocialLinks } from './SocialLinks';

export function Footer() {
  const year = new Date().getFullYear();
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
            <li>
              <Link to="/events">Eventos</Link>
            </li>
            <li>
              <Link to="/courses">Cursos</Link>
            </li>
            <li>
              <Link to="/blog">Blog</Link>
            </li>
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

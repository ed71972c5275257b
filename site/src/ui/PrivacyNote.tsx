import { Link } from 'react-router-dom';

export const PRIVACY_PATH = '/privacidade';

/** The line under sign-in buttons and the newsletter form that points to the privacy page. */
export function PrivacyNote({
  context,
  tone = 'default',
}: {
  context: 'sign-in' | 'newsletter';
  /** 'light' on the dark hero. */
  tone?: 'default' | 'light';
}) {
  return (
    <p className={`form__hint privacy-note${tone === 'light' ? ' privacy-note--light' : ''}`}>
      {context === 'sign-in'
        ? 'Ao entrar com o LinkedIn, usamos seu nome, e-mail e foto como descrito na '
        : 'Usamos seu e-mail apenas para enviar a newsletter, como descrito na '}
      <Link to={PRIVACY_PATH}>Política de Privacidade</Link>.
    </p>
  );
}

import { BRAND } from '#shared/brand.ts';
import { redirect, type MetaFunction } from 'react-router';
import { requestMember } from '../auth/session.server.ts';
import { LinkedInSignInButton } from '../auth/LinkedInSignInButton.tsx';
import { PrivacyNote } from '../ui/PrivacyNote.tsx';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/LoginPage';

/** A signed-in visitor has nothing to do here and is sent home, decided on the server before anything is drawn. */
export async function loader({ request }: Route.LoaderArgs) {
  const { user, headers } = await requestMember(request);
  if (user) throw redirect('/', { headers });
  return null;
}

export const meta: MetaFunction = (args) =>
  pageMeta(
    {
      title: 'Acessar sua conta',
      description: `Entre na ${BRAND.name} com sua conta do LinkedIn.`,
    },
    args,
  );

export default function LoginPage() {
  return (
    <div className="container container--narrow section">
      <div className="card login-card">
        <h1 className="login-card__title">Acessar sua conta</h1>
        <p className="card__text">
          Use sua conta do LinkedIn para entrar na {BRAND.name}. Ao entrar, você passa a ser membro da
          comunidade.
        </p>
        <LinkedInSignInButton className="button button--large button--linkedin" busyLabel="Redirecionando…" />
        <PrivacyNote context="sign-in" />
      </div>
    </div>
  );
}

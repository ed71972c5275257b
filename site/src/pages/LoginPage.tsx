import { BRAND } from '../../../shared/brand';
import { Navigate } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { useLinkedInSignIn } from '../auth/useLinkedInSignIn';
import { PrivacyNote } from '../ui/PrivacyNote';
import { StatusMessage } from '../ui/states';
import type { MetaFunction } from 'react-router';
import { pageMeta } from '../lib/meta';

export const meta: MetaFunction = (args) =>
  pageMeta(
    {
      title: 'Acessar sua conta',
      description: `Entre na ${BRAND.name} com sua conta do LinkedIn.`,
    },
    args,
  );

export default function LoginPage() {
  const { user, loading } = useAuth();
  const { busy, signIn } = useLinkedInSignIn();
  if (!loading && user) return <Navigate to="/" replace />;
  return (
    <div className="container container--narrow section">
      <div className="card login-card">
        <h1 className="login-card__title">Acessar sua conta</h1>
        <p className="card__text">
          Use sua conta do LinkedIn para entrar na {BRAND.name}. Ao entrar, você passa a ser membro da
          comunidade.
        </p>
        {loading ? (
          <StatusMessage>Carregando…</StatusMessage>
        ) : (
          <button
            type="button"
            className="button button--large button--linkedin"
            onClick={signIn}
            disabled={busy}
          >
            {busy ? 'Redirecionando…' : 'Entrar com LinkedIn'}
          </button>
        )}
        <PrivacyNote context="sign-in" />
      </div>
    </div>
  );
}

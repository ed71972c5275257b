import { useEffect, useId, useState, type FormEvent } from 'react';
import { describeAuthError } from '../../../shared/authMessages';
import { adminSupabase, isAdmin } from '../lib/adminSupabase';
import { StatusMessage } from '../ui/states';
import { useToast } from '../lib/toast-context';
import type { MetaFunction } from 'react-router';
import { pageMeta } from '../lib/meta';

export const meta: MetaFunction = (args) =>
  pageMeta({ title: 'Login administrativo', description: 'Acesso ao painel administrativo.' }, args);

/** The panel is the back-office app, a separate bundle on the same origin: reached by a full page load. */
const ADMIN_HOME = '/admin';
/** The success toast shows for 100 ms before the panel opens, so the admin sees the sign-in worked. */
const REDIRECT_DELAY_MS = 100;

type Phase = 'checking' | 'form' | 'leaving';

/**
 * /admin-login: e-mail and password sign-in for administrators, into the panel's own session. A
 * sign-in without the admin role is signed out at once (only admins hold a panel session).
 */
export default function AdminLoginPage() {
  const toast = useToast();
  const [phase, setPhase] = useState<Phase>('checking');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const emailId = useId();
  const passwordId = useId();

  // Someone already signed in to the panel goes straight to it.
  useEffect(() => {
    let active = true;
    adminSupabase()
      .auth.getSession()
      .then(({ data }) => {
        if (!active) return;
        if (data.session) {
          setPhase('leaving');
          window.location.replace(ADMIN_HOME);
        } else {
          setPhase('form');
        }
      })
      .catch(() => active && setPhase('form'));
    return () => {
      active = false;
    };
  }, []);

  const fail = (description?: string) =>
    toast({ title: 'Falha no login', description, variant: 'destructive' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const client = adminSupabase();
    try {
      const { data, error } = await client.auth.signInWithPassword({ email: email.trim(), password });
      if (error || !data.user) return fail(describeAuthError(error));
      if (!(await isAdmin(data.user.id))) {
        await client.auth.signOut({ scope: 'local' });
        return fail('Você não possui permissões de administrador.');
      }
      setPhase('leaving');
      toast({ title: 'Bem-vindo(a)', description: 'Login realizado com sucesso.' });
      window.setTimeout(() => window.location.assign(ADMIN_HOME), REDIRECT_DELAY_MS);
    } catch (unexpected) {
      await client.auth.signOut({ scope: 'local' }).catch(() => undefined);
      fail(describeAuthError(unexpected, (other) => (other instanceof Error ? other.message : '')));
    } finally {
      setBusy(false);
    }
  };

  if (phase !== 'form') {
    return (
      <div className="container section">
        <StatusMessage>{phase === 'checking' ? 'Carregando…' : 'Redirecionando…'}</StatusMessage>
      </div>
    );
  }

  return (
    <div className="container container--narrow section">
      <form className="card form login-card login-card--form" onSubmit={submit}>
        <h1 className="login-card__title">Login administrativo</h1>
        <p className="card__text">Acesso restrito à equipe que administra a comunidade.</p>
        <label htmlFor={emailId} className="form__label">
          E-mail
        </label>
        <input
          id={emailId}
          className="form__input"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <label htmlFor={passwordId} className="form__label">
          Senha
        </label>
        <input
          id={passwordId}
          className="form__input"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className="button button--large" disabled={busy}>
          {busy ? 'Entrando…' : 'Entrar'}
        </button>
      </form>
    </div>
  );
}

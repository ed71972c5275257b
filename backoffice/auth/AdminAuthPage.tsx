import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '../common/errors.ts';
import { AppLink, navigateTo } from '../navigation.tsx';
import { useToast } from '../common/toast.tsx';
import { describeAuthError } from '#shared/authMessages.ts';
import type { AdminEntry } from './adminEntry.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthField } from './AuthField.tsx';
import { maySignedIn } from './maySignedIn.ts';
import { ModeTabs } from './ModeTabs.tsx';
import { PasswordField } from './PasswordField.tsx';
import { signInWording } from './signInWording.ts';
import { AUTH_PATHS } from '#shared/adminAuthPaths.ts';
import { absoluteUrl } from './paths.ts';
import { useScriptsReady, useTypedBeforeHydration } from './typedBeforeHydration.ts';
import { validateSignIn, validateSignUp } from './validation.ts';

// The auth library and the second-factor step load when needed: the form itself paints without them.
const loadAuth = () => import('./adminAuthActions.ts');
const MfaCodeStep = lazy(() =>
  import('./MfaCodeStep.tsx').then((module) => ({ default: module.MfaCodeStep })),
);

/** Where the admin lands after signing in, and how long the success toast shows first. */
const ADMIN_HOME = '/admin';
const REDIRECT_DELAY_MS = 100;

type Mode = 'signin' | 'signup';

/**
 * /admin-auth: sign in (admins only) or sign up (an account that an admin approves later).
 */
export function AdminAuthPage() {
  const toast = useToast();
  const [mode, setMode] = useState<Mode>('signin');
  const [checking, setChecking] = useState(maySignedIn);
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  useTypedBeforeHydration('admin-email', setEmail);
  useTypedBeforeHydration('admin-password', setPassword);
  const scriptsReady = useScriptsReady();
  const [confirmPassword, setConfirmPassword] = useState('');
  const [secondFactor, setSecondFactor] = useState(false);

  // An admin who is already signed in goes straight to the panel.
  useEffect(() => {
    if (!checking) return undefined;
    let cancelled = false;
    (async () => {
      try {
        const { adminAuth, adminEntry } = await loadAuth();
        const { data } = await adminAuth.getSession();
        const user = data.session?.user;
        const entry = user ? await adminEntry(adminAuth, user.id) : null;
        if (entry === 'admin') {
          if (!cancelled) navigateTo(ADMIN_HOME, { replace: true });
          return;
        }
        // Signed in with the password only: the code is what is missing.
        if (entry === 'mfa_required' && !cancelled) setSecondFactor(true);
      } catch {
        // No usable session: show the form.
      }
      if (!cancelled) setChecking(false);
    })();
    return () => {
      cancelled = true;
    };
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const signIn = async () => {
    const problem = validateSignIn(email, password);
    if (problem) return toast({ ...problem, variant: 'error' });
    const { adminAuth } = await loadAuth();
    const { data, error } = await adminAuth.signInWithPassword({ email: email.trim(), password });
    if (error || !data.user) {
      toast({
        title: signInWording(window.location.search).failure,
        description: describeAuthError(error, errorMessage),
        variant: 'error',
      });
      return;
    }
    await enterPanel(data.user.id);
  };

  /** After the password (and, when the account has one, the second factor): admins only. */
  const enterPanel = async (userId: string) => {
    const wording = signInWording(window.location.search);
    const { adminAuth, adminEntry, clearAdminRoleCache } = await loadAuth();
    let entry: AdminEntry;
    try {
      entry = await adminEntry(adminAuth, userId);
    } catch (roleError) {
      await adminAuth.signOut();
      toast({
        title: wording.failure,
        description: describeAuthError(roleError, errorMessage),
        variant: 'error',
      });
      return;
    }
    if (entry === 'mfa_required') {
      setSecondFactor(true);
      return;
    }
    if (entry === 'not_admin') {
      await adminAuth.signOut();
      setSecondFactor(false);
      toast({
        title: wording.denied,
        description: 'Você não possui permissões de administrador.',
        variant: 'error',
      });
      return;
    }
    clearAdminRoleCache();
    toast(wording.success);
    setTimeout(() => navigateTo(ADMIN_HOME, { replace: true }), REDIRECT_DELAY_MS);
  };

  const afterSecondFactor = async () => {
    const { adminAuth } = await loadAuth();
    const { data } = await adminAuth.getUser();
    if (data.user) await enterPanel(data.user.id);
  };

  const cancelSecondFactor = async () => {
    const { adminAuth } = await loadAuth();
    await adminAuth.signOut();
    setPassword('');
    setSecondFactor(false);
  };

  const signUp = async () => {
    const problem = validateSignUp(email, password, confirmPassword);
    if (problem) return toast({ ...problem, variant: 'error' });
    const { adminAuth } = await loadAuth();
    const { data, error } = await adminAuth.signUp({
      email: email.trim(),
      password,
      options: { emailRedirectTo: absoluteUrl(AUTH_PATHS.emailConfirmed) },
    });
    if (error) {
      toast({
        title: 'Erro no cadastro',
        description: describeAuthError(error, errorMessage),
        variant: 'error',
      });
      return;
    }
    // A new account has no role yet: never keep it signed in here.
    if (data.session) await adminAuth.signOut();
    toast({
      title: 'Conta criada',
      description:
        'Confirme seu e-mail pelo link que enviamos e depois entre em contato com um administrador para liberar o seu acesso.',
      settlesErrors: true,
    });
    setPassword('');
    setConfirmPassword('');
    setMode('signin');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await (mode === 'signin' ? signIn() : signUp());
    } catch (unexpected) {
      toast({
        title: mode === 'signin' ? signInWording(window.location.search).failure : 'Erro no cadastro',
        description: describeAuthError(unexpected, errorMessage),
        variant: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  if (checking) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-label="Carregando..." />
      </Box>
    );
  }

  if (secondFactor) {
    return (
      <AuthCard title="Verificação em duas etapas">
        <Suspense fallback={<CircularProgress aria-label="Carregando..." />}>
          <MfaCodeStep
            onVerified={() => void afterSecondFactor()}
            onCancel={() => void cancelSecondFactor()}
          />
        </Suspense>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Painel administrativo">
      <ModeTabs
        value={mode}
        onChange={setMode}
        options={[
          { value: 'signin', label: 'Entrar' },
          { value: 'signup', label: 'Cadastrar' },
        ]}
      />
      <Box
        component="form"
        onSubmit={onSubmit}
        // Typing starts: fetch the auth library while the visitor fills the form.
        onFocus={() => void loadAuth()}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        aria-label={mode === 'signin' ? 'Entrar' : 'Cadastrar'}
      >
        <AuthField
          id="admin-email"
          label="E-mail"
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
        />
        <PasswordField
          id="admin-password"
          label="Senha"
          value={password}
          onChange={setPassword}
          autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
        />
        {mode === 'signin' && (
          <Link
            component={AppLink}
            to={AUTH_PATHS.forgotPassword}
            variant="body2"
            sx={{ alignSelf: 'flex-end', mt: -1 }}
          >
            Esqueci minha senha
          </Link>
        )}
        {mode === 'signup' && (
          <>
            <PasswordField
              id="admin-confirm-password"
              label="Confirmar senha"
              value={confirmPassword}
              onChange={setConfirmPassword}
              autoComplete="new-password"
            />
            <Alert severity="info">Após o cadastro, você precisará ser aprovado por um administrador.</Alert>
          </>
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy || !scriptsReady}>
          {mode === 'signin' ? (busy ? 'Entrando...' : 'Entrar') : busy ? 'Cadastrando...' : 'Cadastrar'}
        </Button>
      </Box>
      <Box sx={{ textAlign: 'center', mt: 2 }}>
        <Button component="a" href="/" size="small">
          Voltar ao Site
        </Button>
      </Box>
    </AuthCard>
  );
}

export default AdminAuthPage;

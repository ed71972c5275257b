import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { describeAuthError } from '#shared/authMessages.ts';
import { errorMessage } from '../common/errors.ts';
import { AppLink, navigateTo } from '../navigation.tsx';
import { useToast } from '../common/toast.tsx';
import { adminAuth, landingHref } from './authClient.ts';
import { AuthCard } from './AuthCard.tsx';
import { clearAdminRoleCache } from './adminRole.ts';
import { adminEntry } from './adminEntry.ts';
import { needsSecondFactor } from './mfa.ts';
import { establishLinkSession } from './linkLanding.ts';
import { MfaCodeStep } from './MfaCodeStep.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { AUTH_PATHS } from '#shared/adminAuthPaths.ts';
import { validateNewPassword } from './validation.ts';

export type SetPasswordPurpose = 'recovery' | 'invite';

const TEXTS: Record<
  SetPasswordPurpose,
  {
    title: string;
    intro: (email: string) => string;
    submit: string;
    done: { title: string; description: string };
  }
> = {
  recovery: {
    title: 'Criar nova senha',
    intro: (email) => `Escolha uma nova senha para ${email}.`,
    submit: 'Salvar nova senha',
    done: { title: 'Senha alterada', description: 'Sua nova senha já está valendo.' },
  },
  invite: {
    title: 'Aceitar convite',
    intro: (email) => `Boas-vindas à equipe! Crie uma senha para entrar com ${email}.`,
    submit: 'Criar senha e entrar',
    done: { title: 'Convite aceito', description: 'Bem-vindo ao painel administrativo.' },
  },
};

type Step =
  | { kind: 'loading' }
  | { kind: 'invalid'; message: string }
  | { kind: 'mfa' }
  | { kind: 'form'; email: string }
  | { kind: 'no_access' };

/**
 * Where a recovery or invite e-mail lands: the link becomes a session, the person chooses a password
 * (with the two-factor code first if the account has one), and admins go on to the panel.
 */
export function SetPasswordPage({ purpose }: { purpose: SetPasswordPurpose }) {
  const texts = TEXTS[purpose];
  const toast = useToast();
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const result = await establishLinkSession(adminAuth, landingHref());
      if (cancelled) return;
      if (!result.ok) return setStep({ kind: 'invalid', message: result.message });
      const mfa = await needsSecondFactor(adminAuth);
      if (!cancelled)
        setStep(mfa ? { kind: 'mfa' } : { kind: 'form', email: result.session.user.email ?? '' });
    })().catch((error: unknown) => {
      if (!cancelled) setStep({ kind: 'invalid', message: describeAuthError(error, errorMessage) });
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const showForm = async () => {
    const { data } = await adminAuth.getUser();
    setStep({ kind: 'form', email: data.user?.email ?? '' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateNewPassword(password, confirmPassword);
    if (invalid) return setProblem(invalid.description);
    setBusy(true);
    setProblem(null);
    try {
      const { data, error } = await adminAuth.updateUser({ password });
      if (error || !data.user) throw error ?? new Error('Conta não encontrada.');
      const entry = await adminEntry(adminAuth, data.user.id);
      if (entry === 'admin') {
        clearAdminRoleCache();
        toast(texts.done);
        navigateTo('/admin', { replace: true });
        return;
      }
      if (entry === 'mfa_required') return setStep({ kind: 'mfa' });
      await adminAuth.signOut();
      setStep({ kind: 'no_access' });
    } catch (error) {
      setProblem(describeAuthError(error, errorMessage));
    } finally {
      setBusy(false);
    }
  };

  const cancelMfa = async () => {
    await adminAuth.signOut();
    navigateTo(AUTH_PATHS.signIn, { replace: true });
  };

  return (
    <AuthCard title={texts.title}>
      {step.kind === 'loading' && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
          <CircularProgress aria-label="Verificando o link..." />
        </Box>
      )}
      {step.kind === 'invalid' && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Alert severity="error" role="alert" sx={{ overflowWrap: 'anywhere' }}>
            {step.message}
          </Alert>
          {purpose === 'recovery' ? (
            <Button component={AppLink} to={AUTH_PATHS.forgotPassword} variant="contained">
              Pedir novo link
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Peça a um administrador da equipe para reenviar o convite.
            </Typography>
          )}
          <Button component={AppLink} to={AUTH_PATHS.signIn} size="small">
            Voltar para o login
          </Button>
        </Box>
      )}
      {step.kind === 'mfa' && (
        <MfaCodeStep onVerified={() => void showForm()} onCancel={() => void cancelMfa()} />
      )}
      {step.kind === 'form' && (
        <Box
          component="form"
          onSubmit={submit}
          aria-label={texts.title}
          noValidate
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {texts.intro(step.email)}
          </Typography>
          <NewPasswordFields
            password={password}
            confirmPassword={confirmPassword}
            onPasswordChange={setPassword}
            onConfirmPasswordChange={setConfirmPassword}
          />
          {problem && (
            <Alert severity="error" role="alert" sx={{ overflowWrap: 'anywhere' }}>
              {problem}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Salvando...' : texts.submit}
          </Button>
        </Box>
      )}
      {step.kind === 'no_access' && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Alert severity="success">
            Senha salva. Sua conta ainda não tem acesso ao painel: um administrador precisa liberar o acesso.
          </Alert>
          <Button component="a" href="/" size="small">
            Voltar ao Site
          </Button>
        </Box>
      )}
    </AuthCard>
  );
}

export function RecoveryPage() {
  return <SetPasswordPage purpose="recovery" />;
}

export function InvitePage() {
  return <SetPasswordPage purpose="invite" />;
}

import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { describeAuthError } from '#shared/authMessages.ts';
import { adminAuth, landingHref } from './authClient.ts';
import { AppLink } from '../navigation.tsx';
import { AuthCard } from './AuthCard.tsx';
import { readLinkLanding } from './linkLanding.ts';
import { AUTH_PATHS } from '#shared/adminAuthPaths.ts';

export const EMAIL_CONFIRMED_TITLE = 'E-mail confirmado';
export const AWAITING_APPROVAL = 'Sua conta aguarda a aprovação de um administrador.';

type Step = { kind: 'loading' } | { kind: 'confirmed' } | { kind: 'invalid'; message: string };

/**
 * What the confirmation link shows. The auth server confirms the address before it redirects here,
 * so any landing without an error means the e-mail is confirmed, even when the link was opened in
 * another browser and its PKCE code cannot become a session.
 */
async function confirmLanding(href: string): Promise<Step> {
  const landing = readLinkLanding(href);
  if (landing.kind === 'error') {
    return { kind: 'invalid', message: describeAuthError({ code: landing.code, __isAuthError: true }) };
  }
  if (landing.kind === 'none') {
    return { kind: 'invalid', message: 'Abra esta página pelo link que enviamos por e-mail.' };
  }
  // The auth client exchanges a code from this browser while it starts; its failure changes nothing here.
  await adminAuth.initialize();
  const { data } = await adminAuth.getSession();
  // A new account has no role yet: never keep it signed in (as after the sign-up form).
  if (data.session) await adminAuth.signOut();
  return { kind: 'confirmed' };
}

/** /admin-auth/email-confirmado: where the sign-up confirmation e-mail lands. */
export function EmailConfirmedPage() {
  const [step, setStep] = useState<Step>({ kind: 'loading' });

  useEffect(() => {
    let cancelled = false;
    const href = landingHref();
    confirmLanding(href)
      .catch((): Step => ({ kind: 'confirmed' }))
      .then((next) => {
        if (cancelled) return;
        // The link's code, tokens or error are of no further use in the address bar.
        window.history.replaceState(window.history.state, '', window.location.pathname);
        setStep(next);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <AuthCard title={step.kind === 'confirmed' ? EMAIL_CONFIRMED_TITLE : 'Confirmação de e-mail'}>
      {step.kind === 'loading' && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
          <CircularProgress aria-label="Verificando o link..." />
        </Box>
      )}
      {step.kind === 'confirmed' && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Alert severity="success" role="status">
            Seu e-mail foi confirmado. {AWAITING_APPROVAL}
          </Alert>
          <Typography color="text.secondary">
            Assim que um administrador liberar o seu acesso, você poderá entrar no painel com o seu e-mail e
            senha.
          </Typography>
          <Button component={AppLink} to={AUTH_PATHS.signIn} variant="contained">
            Ir para o login
          </Button>
        </Box>
      )}
      {step.kind === 'invalid' && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Alert severity="error" role="alert" sx={{ overflowWrap: 'anywhere' }}>
            {step.message}
          </Alert>
          <Typography variant="body2" color="text.secondary">
            Se você já confirmou o seu e-mail, aguarde a aprovação de um administrador. Se não, cadastre-se de
            novo com o mesmo e-mail para receber outro link.
          </Typography>
          <Button component={AppLink} to={AUTH_PATHS.signIn} variant="contained">
            Voltar para o login
          </Button>
        </Box>
      )}
    </AuthCard>
  );
}

export default EmailConfirmedPage;

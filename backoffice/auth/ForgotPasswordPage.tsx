import { Alert, Box, Button, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { describeAuthError } from '#shared/authMessages.ts';
import { errorMessage } from '../common/errors.ts';
import { AppLink } from '../navigation.tsx';
import { FormSection } from '../common/FormSection.tsx';
import { adminAuth } from './authClient.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthField } from './AuthField.tsx';
import { AUTH_PATHS } from '#shared/adminAuthPaths.ts';
import { absoluteUrl } from './paths.ts';
import { isShownFailure, RECOVERY_SENT } from './recovery.ts';
import { validateEmail } from './validation.ts';

/** 'Esqueci minha senha': asks the auth server to mail a recovery link that lands on the new password page. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateEmail(email);
    if (invalid) return setProblem(invalid.description);
    setBusy(true);
    setProblem(null);
    try {
      const { error } = await adminAuth.resetPasswordForEmail(email.trim(), {
        redirectTo: absoluteUrl(AUTH_PATHS.recovery),
      });
      if (error && isShownFailure(error)) setProblem(describeAuthError(error, errorMessage));
      else setSent(true);
    } catch (error) {
      setProblem(describeAuthError(error, errorMessage));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Esqueci minha senha">
      {sent ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Alert severity="success" role="status">
            {RECOVERY_SENT}
          </Alert>
          <Button onClick={() => setSent(false)} variant="outlined">
            Enviar de novo
          </Button>
          <Button component={AppLink} to={AUTH_PATHS.signIn} size="small">
            Voltar para o login
          </Button>
        </Box>
      ) : (
        <FormSection
          label="Esqueci minha senha"
          onSubmit={submit}
          outcome={problem ? { ok: false, text: problem } : null}
          submit={{ label: 'Enviar link', busyLabel: 'Enviando...', busy, size: 'large' }}
          actions={
            <Button component={AppLink} to={AUTH_PATHS.signIn} size="small">
              Voltar para o login
            </Button>
          }
          fullWidthButtons
        >
          <Typography color="text.secondary">
            Informe o e-mail da sua conta. Vamos enviar um link para você criar uma nova senha.
          </Typography>
          <AuthField
            id="recovery-email"
            label="E-mail"
            type="email"
            value={email}
            onChange={setEmail}
            autoComplete="email"
            autoFocus
          />
        </FormSection>
      )}
    </AuthCard>
  );
}

export default ForgotPasswordPage;

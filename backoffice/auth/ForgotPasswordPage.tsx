import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { authErrorCode, describeAuthError } from '../../shared/authMessages.ts';
import { errorMessage } from '../common/errors.ts';
import { supabaseClient } from '../providers/supabaseClient.ts';
import { AuthCard } from './AuthCard.tsx';
import { absoluteUrl, AUTH_PATHS } from './paths.ts';
import { validateEmail } from './validation.ts';

/** The same words whether or not the address has an account, so the page cannot be used to probe. */
export const RECOVERY_SENT =
  'Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. ' +
  'Confira sua caixa de entrada e o spam. O link vale por 1 hora e funciona uma única vez.';

/**
 * Failures that still get the neutral confirmation: the per-address send limit is only reached by an
 * address that has an account, so saying so would reveal it. Only a malformed address and the per-IP
 * request limit, which say nothing about accounts, are shown.
 */
const SHOWN_FAILURES = new Set(['validation_failed', 'email_address_invalid', 'over_request_rate_limit']);

/** A limit without its code could be the per-address one, so it stays neutral; so does any other refusal. */
function isShownFailure(error: { status?: number }): boolean {
  const code = authErrorCode(error);
  if (code) return SHOWN_FAILURES.has(code);
  return error.status === undefined || error.status === 0;
}

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
      const { error } = await supabaseClient.auth.resetPasswordForEmail(email.trim(), {
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
          <Button component={RouterLink} to={AUTH_PATHS.signIn} size="small">
            Voltar para o login
          </Button>
        </Box>
      ) : (
        <Box
          component="form"
          onSubmit={submit}
          aria-label="Esqueci minha senha"
          noValidate
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <Typography color="text.secondary">
            Informe o e-mail da sua conta. Vamos enviar um link para você criar uma nova senha.
          </Typography>
          <TextField
            id="recovery-email"
            label="E-mail"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="email"
            autoFocus
            required
            fullWidth
          />
          {problem && (
            <Alert severity="error" role="alert" sx={{ overflowWrap: 'anywhere' }}>
              {problem}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Enviando...' : 'Enviar link'}
          </Button>
          <Button component={RouterLink} to={AUTH_PATHS.signIn} size="small">
            Voltar para o login
          </Button>
        </Box>
      )}
    </AuthCard>
  );
}

export default ForgotPasswordPage;

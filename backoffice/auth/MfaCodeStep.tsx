import { Alert, Box, Button } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { describeAuthError } from '#shared/authMessages.ts';
import { errorMessage } from '../common/errors.ts';
import { AuthField } from './AuthField.tsx';
import { adminAuth } from './authClient.ts';
import { isTotpCode, verifySecondFactor } from './mfa.ts';

/**
 * The second sign-in step of an account with two-factor verification: the six-digit code of the
 * authenticator app raises the session to aal2; until then the panel stays closed.
 */
export function MfaCodeStep({ onVerified, onCancel }: { onVerified: () => void; onCancel: () => void }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!isTotpCode(code)) {
      setProblem('Digite os 6 números que o aplicativo autenticador mostra.');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await verifySecondFactor(adminAuth, code);
      onVerified();
    } catch (error) {
      setProblem(describeAuthError(error, errorMessage));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-label="Verificação em duas etapas"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Alert severity="info">
        Sua conta usa verificação em duas etapas. Digite o código de 6 números do seu aplicativo autenticador.
      </Alert>
      <AuthField
        id="mfa-code"
        label="Código de verificação"
        value={code}
        onChange={setCode}
        autoComplete="one-time-code"
        autoFocus
        error={problem !== null}
        helperText={problem ?? ' '}
        inputProps={{ inputMode: 'numeric', maxLength: 7 }}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Verificando...' : 'Verificar'}
      </Button>
      <Button onClick={onCancel} size="small" disabled={busy}>
        Entrar com outra conta
      </Button>
    </Box>
  );
}

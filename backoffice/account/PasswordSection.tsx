import { Alert, Box, Button } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { describeAuthError } from '../../shared/authMessages.ts';
import { NewPasswordFields } from '../auth/NewPasswordFields.tsx';
import { validateNewPassword } from '../auth/validation.ts';
import { errorMessage } from '../common/errors.ts';
import { supabaseClient } from '../providers/supabaseClient.ts';
import { AccountSection } from './AccountSection.tsx';

export const PASSWORD_CHANGED =
  'Senha alterada. Por segurança, as outras sessões desta conta foram encerradas: em outros aparelhos e ' +
  'navegadores será preciso entrar de novo com a nova senha.';

/** 'Alterar senha' for the signed-in admin; the auth server signs out every other session of the account. */
export function PasswordSection() {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateNewPassword(password, confirmPassword);
    if (invalid) return setOutcome({ ok: false, text: invalid.description });
    setBusy(true);
    setOutcome(null);
    try {
      const { error } = await supabaseClient.auth.updateUser({ password });
      if (error) throw error;
      setPassword('');
      setConfirmPassword('');
      setOutcome({ ok: true, text: PASSWORD_CHANGED });
    } catch (error) {
      setOutcome({ ok: false, text: describeAuthError(error, errorMessage) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountSection title="Alterar senha">
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        aria-label="Alterar senha"
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 480 }}
      >
        <NewPasswordFields
          password={password}
          confirmPassword={confirmPassword}
          onPasswordChange={setPassword}
          onConfirmPasswordChange={setConfirmPassword}
        />
        {outcome && (
          <Alert
            severity={outcome.ok ? 'success' : 'error'}
            role={outcome.ok ? 'status' : 'alert'}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {outcome.text}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Salvando...' : 'Salvar nova senha'}
          </Button>
        </Box>
      </Box>
    </AccountSection>
  );
}

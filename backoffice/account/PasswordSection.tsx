import { useState, type FormEvent } from 'react';
import { describeAuthError } from '#shared/authMessages.ts';
import { NewPasswordFields } from '../auth/NewPasswordFields.tsx';
import { validateNewPassword } from '../auth/validation.ts';
import { errorMessage } from '../common/errors.ts';
import { FormSection, type FormOutcome } from '../common/FormSection.tsx';
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
  const [outcome, setOutcome] = useState<FormOutcome>(null);

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
      <FormSection
        label="Alterar senha"
        onSubmit={submit}
        outcome={outcome}
        submit={{ label: 'Salvar nova senha', busyLabel: 'Salvando...', busy }}
        maxWidth={480}
      >
        <NewPasswordFields
          password={password}
          confirmPassword={confirmPassword}
          onPasswordChange={setPassword}
          onConfirmPasswordChange={setConfirmPassword}
        />
      </FormSection>
    </AccountSection>
  );
}

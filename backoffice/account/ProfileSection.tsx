import type { User } from '@supabase/supabase-js';
import { TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { describeAuthError } from '#shared/authMessages.ts';
import { errorMessage } from '../common/errors.ts';
import { FormSection, type FormOutcome } from '../common/FormSection.tsx';
import { supabaseClient } from '../providers/supabaseClient.ts';
import { AccountSection } from './AccountSection.tsx';

const nameOf = (user: User): string => {
  const value = (user.user_metadata as Record<string, unknown> | undefined)?.full_name;
  return typeof value === 'string' ? value : '';
};

/** 'Perfil': the name shown in the panel (the account's full_name metadata). */
export function ProfileSection({ user }: { user: User }) {
  const [name, setName] = useState(() => nameOf(user));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const { error } = await supabaseClient.auth.updateUser({ data: { full_name: name.trim() } });
      if (error) throw error;
      setOutcome({ ok: true, text: 'Nome salvo.' });
    } catch (error) {
      setOutcome({ ok: false, text: describeAuthError(error, errorMessage) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountSection title="Perfil">
      <FormSection
        label="Perfil"
        onSubmit={submit}
        outcome={outcome}
        submit={{ label: 'Salvar nome', busyLabel: 'Salvando...', busy, variant: 'outlined' }}
        noValidate={false}
        maxWidth={480}
      >
        <TextField
          id="profile-name"
          label="Nome"
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="name"
          slotProps={{ htmlInput: { maxLength: 120 } }}
          fullWidth
        />
      </FormSection>
    </AccountSection>
  );
}

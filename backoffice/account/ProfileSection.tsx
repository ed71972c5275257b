import type { User } from '@supabase/supabase-js';
import { Alert, Box, Button, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { describeAuthError } from '../../shared/authMessages.ts';
import { errorMessage } from '../common/errors.ts';
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
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

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
      <Box
        component="form"
        onSubmit={submit}
        aria-label="Perfil"
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 480 }}
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
          <Button type="submit" variant="outlined" disabled={busy}>
            {busy ? 'Salvando...' : 'Salvar nome'}
          </Button>
        </Box>
      </Box>
    </AccountSection>
  );
}

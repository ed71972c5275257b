import type { User } from '@supabase/supabase-js';
import { Alert, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { describeAuthError } from '#shared/authMessages.ts';
import { AUTH_PATHS } from '#shared/adminAuthPaths.ts';
import { absoluteUrl } from '../auth/paths.ts';
import { validateEmail } from '../auth/validation.ts';
import { errorMessage } from '../common/errors.ts';
import { FormSection, type FormOutcome } from '../common/FormSection.tsx';
import { supabaseClient } from '../providers/supabaseClient.ts';
import { AccountSection } from './AccountSection.tsx';

/** Both addresses must confirm (the auth server's secure e-mail change) before the new one is used. */
export const emailChangeSent = (current: string, next: string) =>
  `Enviamos um link de confirmação para o e-mail atual (${current}) e outro para o novo (${next}). ` +
  'A troca só vale depois que os dois links forem abertos. Até lá, continue entrando com o e-mail atual.';

/** 'Alterar e-mail': asks for the change; the pending one is shown until both links are opened. */
export function EmailSection({ user }: { user: User }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const current = user.email ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateEmail(email);
    if (invalid) return setOutcome({ ok: false, text: invalid.description });
    const next = email.trim().toLowerCase();
    if (next === current.toLowerCase()) {
      return setOutcome({ ok: false, text: 'Este já é o e-mail da sua conta.' });
    }
    setBusy(true);
    setOutcome(null);
    try {
      const { error } = await supabaseClient.auth.updateUser(
        { email: next },
        { emailRedirectTo: absoluteUrl(AUTH_PATHS.account) },
      );
      if (error) throw error;
      setEmail('');
      setOutcome({ ok: true, text: emailChangeSent(current, next) });
    } catch (error) {
      setOutcome({ ok: false, text: describeAuthError(error, errorMessage) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountSection title="E-mail">
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        E-mail atual: <strong>{current}</strong>
      </Typography>
      {user.new_email && !outcome?.ok && (
        <Alert severity="info" sx={{ overflowWrap: 'anywhere' }}>
          Troca pendente para <strong>{user.new_email}</strong>: abra os links de confirmação enviados aos
          dois endereços.
        </Alert>
      )}
      <FormSection
        label="Alterar e-mail"
        onSubmit={submit}
        outcome={outcome}
        submit={{ label: 'Alterar e-mail', busyLabel: 'Enviando...', busy }}
        maxWidth={480}
      >
        <TextField
          id="new-email"
          label="Novo e-mail"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="email"
          required
          fullWidth
        />
      </FormSection>
    </AccountSection>
  );
}

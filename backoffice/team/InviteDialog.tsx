import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { validateEmail } from '../auth/validation.ts';
import { errorMessage } from '../common/errors.ts';
import { OutcomeAlert, SubmitButton } from '../common/FormSection.tsx';
import { useToast } from '../common/toast.tsx';
import { supabaseClient } from '../providers/supabaseClient.ts';
import { sendInvite, TEAM_ROLE_LABELS, type TeamRole } from './invites.ts';

/** 'Convidar': e-mail and role; the invitee gets a link to create a password and enter the panel. */
export function InviteDialog({
  open,
  onClose,
  onInvited,
}: {
  open: boolean;
  onClose: () => void;
  onInvited: () => void;
}) {
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('admin');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setProblem(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateEmail(email);
    if (invalid) return setProblem(invalid.description);
    setBusy(true);
    setProblem(null);
    try {
      await sendInvite(supabaseClient, email, role);
      toast({
        title: 'Convite enviado',
        description: `Enviamos um convite para ${email.trim()}. O link vale por 1 hora.`,
      });
      setEmail('');
      setRole('admin');
      onInvited();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="invite-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="invite-title">Convidar para a equipe</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <DialogContentText>
            A pessoa recebe um e-mail com um link para criar a senha e entrar no painel com o papel escolhido.
          </DialogContentText>
          <TextField
            id="invite-email"
            label="E-mail"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="off"
            autoFocus
            required
            fullWidth
          />
          <TextField
            id="invite-role"
            select
            label="Papel"
            value={role}
            onChange={(event) => setRole(event.target.value as TeamRole)}
            fullWidth
          >
            {Object.entries(TEAM_ROLE_LABELS).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <OutcomeAlert outcome={problem ? { ok: false, text: problem } : null} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={busy}>
            Cancelar
          </Button>
          <SubmitButton label="Enviar convite" busyLabel="Enviando..." busy={busy} />
        </DialogActions>
      </form>
    </Dialog>
  );
}

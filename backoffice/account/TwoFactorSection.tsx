import { Alert, Box, Button, Chip, CircularProgress, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { describeAuthError } from '#shared/authMessages.ts';
import { isTotpCode, normalizeTotpCode, qrImageSrc } from '../auth/mfa.ts';
import { errorMessage } from '../common/errors.ts';
import { FormSection, OutcomeAlert, type FormOutcome } from '../common/FormSection.tsx';
import { supabaseClient } from '../providers/supabaseClient.ts';
import { AccountSection } from './AccountSection.tsx';

interface Enrolment {
  factorId: string;
  qrCode: string;
  secret: string;
}

type Status = { kind: 'loading' } | { kind: 'off' } | { kind: 'on'; factorId: string };

const FRIENDLY_NAME = 'Aplicativo autenticador';

/** Factors started but never confirmed (an abandoned enrolment) are removed before a new one. */
async function removeUnverifiedFactors(): Promise<void> {
  const { data, error } = await supabaseClient.auth.mfa.listFactors();
  if (error) throw error;
  for (const factor of data.all.filter((f) => f.status === 'unverified')) {
    const { error: removeError } = await supabaseClient.auth.mfa.unenroll({ factorId: factor.id });
    if (removeError) throw removeError;
  }
}

/**
 * 'Verificação em duas etapas': enrol an authenticator app (QR code and the secret to type, then a code
 * to confirm), or turn it off. With it on, signing in asks for the app's code as well.
 */
export function TwoFactorSection() {
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirmingOff, setConfirmingOff] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome>(null);

  const load = useCallback(async () => {
    const { data, error } = await supabaseClient.auth.mfa.listFactors();
    if (error) {
      setOutcome({ ok: false, text: describeAuthError(error, errorMessage) });
      setStatus({ kind: 'off' });
      return;
    }
    const verified = data.totp.find((factor) => factor.status === 'verified');
    setStatus(verified ? { kind: 'on', factorId: verified.id } : { kind: 'off' });
  }, []);

  useEffect(() => {
    // First read after mount: the state is set from the answer, never during the effect itself.
    const first = setTimeout(() => void load(), 0);
    return () => clearTimeout(first);
  }, [load]);

  const run = async (action: () => Promise<string | void>) => {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const text = await action();
      if (text) setOutcome({ ok: true, text });
    } catch (error) {
      setOutcome({ ok: false, text: describeAuthError(error, errorMessage) });
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    run(async () => {
      await removeUnverifiedFactors();
      const { data, error } = await supabaseClient.auth.mfa.enroll({
        factorType: 'totp',
        friendlyName: FRIENDLY_NAME,
      });
      if (error) throw error;
      setCode('');
      setEnrolment({ factorId: data.id, qrCode: qrImageSrc(data.totp.qr_code), secret: data.totp.secret });
    });

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!enrolment) return;
    if (!isTotpCode(code)) {
      setOutcome({ ok: false, text: 'Digite os 6 números que o aplicativo autenticador mostra.' });
      return;
    }
    void run(async () => {
      const { error } = await supabaseClient.auth.mfa.challengeAndVerify({
        factorId: enrolment.factorId,
        code: normalizeTotpCode(code),
      });
      if (error) throw error;
      setEnrolment(null);
      await load();
      return 'Verificação em duas etapas ativada. A partir de agora, o login pede o código do aplicativo.';
    });
  };

  const cancel = () =>
    run(async () => {
      if (enrolment) await supabaseClient.auth.mfa.unenroll({ factorId: enrolment.factorId });
      setEnrolment(null);
    });

  const turnOff = () =>
    run(async () => {
      if (status.kind !== 'on') return;
      const { error } = await supabaseClient.auth.mfa.unenroll({ factorId: status.factorId });
      if (error) throw error;
      setConfirmingOff(false);
      await load();
      return 'Verificação em duas etapas desativada. O login volta a pedir só e-mail e senha.';
    });

  return (
    <AccountSection
      title="Verificação em duas etapas"
      description="Além da senha, o login pede um código de 6 números gerado por um aplicativo autenticador no seu celular (Google Authenticator, Microsoft Authenticator, 1Password…)."
    >
      {status.kind === 'loading' ? (
        <CircularProgress size={24} aria-label="Carregando" />
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography>Situação:</Typography>
          <Chip
            size="small"
            label={status.kind === 'on' ? 'Ativada' : 'Desativada'}
            color={status.kind === 'on' ? 'success' : 'default'}
          />
        </Box>
      )}

      {status.kind === 'off' && !enrolment && (
        <Box>
          <Button variant="contained" onClick={() => void start()} disabled={busy}>
            Ativar verificação em duas etapas
          </Button>
        </Box>
      )}

      {enrolment && (
        <FormSection
          label="Ativar verificação em duas etapas"
          onSubmit={confirm}
          submit={{ label: 'Confirmar e ativar', busyLabel: 'Verificando...', busy }}
          actions={
            <Button onClick={() => void cancel()} disabled={busy}>
              Cancelar
            </Button>
          }
          maxWidth={480}
        >
          <Typography>1. No aplicativo autenticador, leia este QR code:</Typography>
          <Box
            component="img"
            src={enrolment.qrCode}
            alt="QR code para o aplicativo autenticador"
            sx={{
              width: 200,
              height: 200,
              bgcolor: '#fff',
              p: 1,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
            }}
          />
          <Typography>Ou digite esta chave no aplicativo:</Typography>
          <Box
            component="code"
            data-testid="totp-secret"
            sx={{
              fontFamily: 'monospace',
              fontSize: 15,
              bgcolor: 'action.hover',
              p: 1.5,
              borderRadius: 1,
              overflowWrap: 'anywhere',
              letterSpacing: 1,
            }}
          >
            {enrolment.secret}
          </Box>
          <Typography>2. Digite o código de 6 números que o aplicativo mostra:</Typography>
          <TextField
            id="totp-enrol-code"
            label="Código de verificação"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
            sx={{ maxWidth: 240 }}
          />
        </FormSection>
      )}

      {status.kind === 'on' &&
        (confirmingOff ? (
          <Alert severity="warning">
            Sem a verificação em duas etapas, quem descobrir sua senha consegue entrar no painel.
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
              <Button
                color="error"
                size="small"
                variant="contained"
                onClick={() => void turnOff()}
                disabled={busy}
              >
                Desativar
              </Button>
              <Button color="inherit" size="small" onClick={() => setConfirmingOff(false)} disabled={busy}>
                Manter ativada
              </Button>
            </Box>
          </Alert>
        ) : (
          <Box>
            <Button color="error" variant="outlined" onClick={() => setConfirmingOff(true)} disabled={busy}>
              Desativar verificação em duas etapas
            </Button>
          </Box>
        ))}

      <OutcomeAlert outcome={outcome} />
    </AccountSection>
  );
}

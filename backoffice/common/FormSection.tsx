import { Alert, Box, Button, type ButtonProps, type SxProps, type Theme } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

/** What a submitted form says back: a success (read out politely) or a problem (read out at once). */
export type FormOutcome = { ok: boolean; text: string } | null;

/** The outcome of a form, as an alert; nothing when there is none yet. */
export function OutcomeAlert({ outcome }: { outcome: FormOutcome }) {
  if (!outcome) return null;
  return (
    <Alert
      severity={outcome.ok ? 'success' : 'error'}
      role={outcome.ok ? 'status' : 'alert'}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {outcome.text}
    </Alert>
  );
}

export interface SubmitProps {
  label: string;
  /** Shown instead of the label while the request runs. */
  busyLabel: string;
  busy: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/** The submit button, disabled and relabelled while busy (a second click cannot send twice). */
export function SubmitButton({ label, busyLabel, busy, variant = 'contained', size }: SubmitProps) {
  return (
    <Button type="submit" variant={variant} size={size} disabled={busy}>
      {busy ? busyLabel : label}
    </Button>
  );
}

/**
 * A form of the account and sign-in screens: its fields, the outcome alert, then the submit button
 * and any other actions. `fullWidthButtons` stacks them across the form (the sign-in cards); otherwise
 * they sit in a row at their own width.
 */
export function FormSection({
  label,
  onSubmit,
  outcome = null,
  submit,
  actions,
  fullWidthButtons = false,
  noValidate = true,
  maxWidth,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent) => void;
  outcome?: FormOutcome;
  submit: SubmitProps;
  actions?: ReactNode;
  fullWidthButtons?: boolean;
  noValidate?: boolean;
  maxWidth?: number;
  children: ReactNode;
}) {
  const sx: SxProps<Theme> = { display: 'flex', flexDirection: 'column', gap: 2, maxWidth };
  const submitButton = <SubmitButton {...submit} />;
  return (
    <Box component="form" onSubmit={onSubmit} noValidate={noValidate} aria-label={label} sx={sx}>
      {children}
      <OutcomeAlert outcome={outcome} />
      {fullWidthButtons ? (
        <>
          {submitButton}
          {actions}
        </>
      ) : (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {submitButton}
          {actions}
        </Box>
      )}
    </Box>
  );
}

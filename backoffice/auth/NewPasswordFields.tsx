import { Typography } from '@mui/material';
import { MIN_PASSWORD_LENGTH } from '#shared/authMessages.ts';
import { PasswordField } from './PasswordField.tsx';

/** 'Nova senha' and 'Confirmar nova senha', with the rule said up front. */
export function NewPasswordFields({
  password,
  confirmPassword,
  onPasswordChange,
  onConfirmPasswordChange,
}: {
  password: string;
  confirmPassword: string;
  onPasswordChange: (value: string) => void;
  onConfirmPasswordChange: (value: string) => void;
}) {
  return (
    <>
      <PasswordField
        id="new-password"
        label="Nova senha"
        value={password}
        onChange={onPasswordChange}
        autoComplete="new-password"
      />
      <PasswordField
        id="confirm-new-password"
        label="Confirmar nova senha"
        value={confirmPassword}
        onChange={onConfirmPasswordChange}
        autoComplete="new-password"
      />
      <Typography variant="body2" color="text.secondary">
        Use pelo menos {MIN_PASSWORD_LENGTH} caracteres. Evite senhas que você já usa em outros sites.
      </Typography>
    </>
  );
}

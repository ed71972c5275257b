import { TextField } from '@mui/material';
import { lazy, Suspense } from 'react';
import { InputHelperText, useInput, type Validator } from 'react-admin';
import { completeDateTime, validDate } from './dateTimeValue.ts';

// The date pickers load with the first form that shows one, not with the resource's list.
const DateTimePickerField = lazy(() => import('./DateTimePickerField.tsx'));

function asDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value === 'string' && value) return validDate(new Date(value));
  return null;
}

/** react-admin's date-and-time input drawn with the pt-BR picker (dd/MM/yyyy HH:mm, 24 h). */
export function DateTimePickerInput({
  source,
  label,
  validate = [],
}: {
  source: string;
  label: string;
  validate?: Validator | Validator[];
}) {
  const {
    field,
    fieldState: { error, invalid, isTouched },
    formState: { isSubmitted },
    isRequired,
  } = useInput({ source, validate: [completeDateTime, ...[validate].flat()] });
  const shownError = invalid && (isTouched || isSubmitted) ? error?.message : undefined;
  return (
    <Suspense
      fallback={<TextField label={label} disabled variant="filled" size="small" margin="dense" value="" />}
    >
      <DateTimePickerField
        label={label}
        name={field.name}
        value={asDate(field.value)}
        onChange={(next) => field.onChange(next)}
        onBlur={field.onBlur}
        required={isRequired}
        error={Boolean(shownError)}
        helperText={<InputHelperText error={shownError} />}
        variant="filled"
        size="small"
      />
    </Suspense>
  );
}

import { TextField } from '@mui/material';
import { lazy, Suspense } from 'react';
import { InputHelperText, useInput, type InputProps } from 'react-admin';

// The date pickers load with the first screen that shows one.
const DatePickerField = lazy(() => import('./DatePickerField.tsx'));

/**
 * react-admin's date input drawn with the pt-BR picker (dd/mm/aaaa in every browser, where the
 * native date input follows the browser's language). The value is the day 'yyyy-MM-dd' unless
 * `parse` and `format` say otherwise.
 */
export function DatePickerInput({
  source,
  label,
  parse,
  format,
}: {
  source: string;
  label: string;
  parse?: InputProps['parse'];
  format?: InputProps['format'];
  /** Filters pass it; the field is always shown. */
  alwaysOn?: boolean;
}) {
  const {
    field,
    fieldState: { error, invalid },
  } = useInput({ source, parse: parse ?? ((day: string) => day || null), format });
  const shownError = invalid ? error?.message : undefined;
  const value = typeof field.value === 'string' ? field.value.slice(0, 10) : '';
  return (
    <Suspense
      fallback={<TextField label={label} disabled variant="filled" size="small" margin="dense" value="" />}
    >
      <DatePickerField
        label={label}
        name={field.name}
        value={value}
        onChange={(day) => field.onChange(day)}
        onBlur={field.onBlur}
        error={Boolean(shownError)}
        helperText={shownError ? <InputHelperText error={shownError} /> : undefined}
      />
    </Suspense>
  );
}

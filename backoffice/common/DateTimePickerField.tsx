import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR as pickerTexts } from '@mui/x-date-pickers/locales';
import { ptBR } from 'date-fns/locale/pt-BR';
import type { ReactNode } from 'react';

/** Brazilian date and 24-hour time, as the rest of the back-office writes them. */
export const DATE_TIME_FORMAT = 'dd/MM/yyyy HH:mm';

const LOCALE_TEXT = pickerTexts.components.MuiLocalizationProvider.defaultProps.localeText;

export interface DateTimePickerFieldProps {
  label: string;
  value: Date | null;
  /** While a typed date is incomplete the value is an invalid Date (see validDate). */
  onChange: (value: Date | null) => void;
  onBlur?: () => void;
  /** Past days and times are greyed out and cannot be picked. */
  disablePast?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** react-admin's forms draw filled, small fields; dialogs keep MUI's outlined default. */
  variant?: 'outlined' | 'filled';
  size?: 'small' | 'medium';
  name?: string;
  required?: boolean;
  fullWidth?: boolean;
}

/**
 * A date-and-time field in pt-BR (dd/MM/yyyy HH:mm, typed section by section or picked from the
 * calendar). Kept in its own module so the pickers load only with the screens that use them.
 */
export default function DateTimePickerField({
  label,
  value,
  onChange,
  onBlur,
  disablePast,
  error,
  helperText,
  name,
  required,
  fullWidth,
  variant,
  size,
}: DateTimePickerFieldProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ptBR} localeText={LOCALE_TEXT}>
      <DateTimePicker
        label={label}
        value={value}
        onChange={onChange}
        format={DATE_TIME_FORMAT}
        ampm={false}
        disablePast={disablePast}
        timeSteps={{ hours: 1, minutes: 5 }}
        name={name}
        slotProps={{
          textField: {
            error,
            helperText,
            required,
            fullWidth,
            margin: 'dense',
            variant,
            size,
            // Beside each other in a form row, full width on phones (as react-admin sizes its inputs).
            sx: fullWidth ? undefined : { width: { xs: '100%', sm: 256 } },
            onBlur,
          },
        }}
      />
    </LocalizationProvider>
  );
}

import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR as pickerTexts } from '@mui/x-date-pickers/locales';
import { ptBR } from 'date-fns/locale/pt-BR';
import { useMemo, type ReactNode } from 'react';
import { fromPickerDate, toPickerDate } from '#shared/zonedTime.ts';
import { withTimeZone } from './dates.ts';

/** Brazilian date and 24-hour time, as the rest of the back-office writes them. */
export const DATE_TIME_FORMAT = 'dd/MM/yyyy HH:mm';

const LOCALE_TEXT = pickerTexts.components.MuiLocalizationProvider.defaultProps.localeText;

export interface DateTimePickerFieldProps {
  /** Said with the community's zone: 'Data de início (horário de Brasília)'. */
  label: string;
  /** The moment shown, as the community's wall clock whatever the browser's zone. */
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
 * calendar) on the community's clock. Kept in its own module so the pickers load only with the
 * screens that use them. The pickers' date adapter has no time zones, so the field hands the picker
 * the community's wall clock as browser-local fields and turns what it returns back into the moment.
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
  const shown = useMemo(() => (value ? toPickerDate(value) : null), [value]);
  // 'Past' is the community's past, not the browser's.
  const earliest = useMemo(() => (disablePast ? toPickerDate(new Date()) : undefined), [disablePast]);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ptBR} localeText={LOCALE_TEXT}>
      <DateTimePicker
        label={withTimeZone(label)}
        value={shown}
        onChange={(next) => onChange(next ? fromPickerDate(next) : null)}
        format={DATE_TIME_FORMAT}
        ampm={false}
        minDateTime={earliest}
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
            // Beside each other in a form row (wide enough for the label with its zone), full width on phones.
            sx: fullWidth ? undefined : { width: { xs: '100%', sm: 320 } },
            onBlur,
          },
        }}
      />
    </LocalizationProvider>
  );
}

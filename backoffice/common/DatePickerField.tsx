import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR as pickerTexts } from '@mui/x-date-pickers/locales';
import { ptBR } from 'date-fns/locale/pt-BR';
import { useState, type ReactNode } from 'react';

/** Brazilian date, as the rest of the back-office writes it, in every browser and language. */
export const DATE_FORMAT = 'dd/MM/yyyy';

const LOCALE_TEXT = pickerTexts.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * A calendar-day field in pt-BR (dd/mm/aaaa, typed or picked). Days are plain calendar days
 * ('yyyy-MM-dd'), so no zone is involved; the caller reads them on the community's clock. Its own
 * module so the pickers load only with the screens that show one.
 */
export default function DatePickerField({
  label,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  name,
}: {
  label: string;
  /** 'yyyy-MM-dd', or '' when empty. */
  value: string;
  /** 'yyyy-MM-dd', or '' when emptied; a half-typed day is not reported. */
  onChange: (day: string) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: ReactNode;
  name?: string;
}) {
  // The field keeps what is being typed (year 2, 20, 202 …) and reports only whole days, so a
  // half-typed year never comes back as a different value and wipes the day and month typed first.
  const [shown, setShown] = useState<Date | null>(() => dayToDate(value));
  const [reported, setReported] = useState(value);
  if (reported !== value) {
    // Changed from outside (cleared filters, another page's link): show that day.
    setReported(value);
    if (!(shown && isWholeDay(shown) && dateToDay(shown) === value)) setShown(dayToDate(value));
  }
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ptBR} localeText={LOCALE_TEXT}>
      <DatePicker
        label={label}
        value={shown}
        onChange={(next) => {
          setShown(next);
          if (next === null) onChange('');
          else if (isWholeDay(next)) onChange(dateToDay(next));
        }}
        format={DATE_FORMAT}
        name={name}
        slotProps={{
          textField: {
            error,
            helperText,
            margin: 'dense',
            variant: 'filled',
            size: 'small',
            sx: { width: { xs: '100%', sm: 200 } },
            onBlur,
          },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}

const two = (n: number) => String(n).padStart(2, '0');

function dayToDate(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/** A valid date with its four-digit year typed out. */
const isWholeDay = (date: Date) => !Number.isNaN(date.getTime()) && date.getFullYear() >= 1000;

function dateToDay(date: Date): string {
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

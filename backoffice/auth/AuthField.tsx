import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputBaseProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ReactNode } from 'react';

/**
 * An outlined text field for the pages around sign-in, built from FormControl, InputLabel, OutlinedInput
 * and FormHelperText: it looks and reads like MUI's TextField (label tied to the input, helper or error
 * text announced through aria-describedby) without TextField's select and menu code, which those pages
 * never use.
 */
export function AuthField({
  id,
  label,
  value,
  onChange,
  type,
  autoComplete,
  autoFocus,
  required = true,
  error,
  helperText,
  endAdornment,
  inputProps,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  error?: boolean;
  /** Text under the field; ' ' keeps its line's height while there is nothing to say. */
  helperText?: ReactNode;
  endAdornment?: ReactNode;
  inputProps?: InputBaseProps['inputProps'];
}) {
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" fullWidth required={required} error={error}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        endAdornment={endAdornment}
        inputProps={inputProps}
        aria-describedby={helperTextId}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

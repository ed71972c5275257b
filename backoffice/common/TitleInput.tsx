import { TextInput, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';

/**
 * The longest title the forms take: it still reads whole on a card (three lines at most there) and in
 * a search result. Longer ones are cut at the field, with the count in sight.
 */
export const TITLE_MAX_LENGTH = 120;

export const titleTooLong = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > TITLE_MAX_LENGTH
    ? `Use no máximo ${TITLE_MAX_LENGTH} caracteres no título.`
    : undefined;

/** 'Título' with a live 'n/120' counter; the field stops at the limit. */
export function TitleInput({
  label = 'Título',
  validate = [],
}: {
  label?: string;
  validate?: Validator | Validator[];
}) {
  const value = useWatch<{ title?: unknown }>({ name: 'title' });
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <TextInput
      source="title"
      label={label}
      validate={[...[validate].flat(), titleTooLong]}
      helperText={`${length}/${TITLE_MAX_LENGTH} caracteres`}
      slotProps={{ htmlInput: { maxLength: TITLE_MAX_LENGTH } }}
      fullWidth
    />
  );
}

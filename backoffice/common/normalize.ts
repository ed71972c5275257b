import { emptyToNull } from '#shared/text.ts';

/**
 * What a form saves for its text fields: the required ones trimmed, the optional ones trimmed with
 * blank stored as null. A field the form did not send stays absent, so a partial update (e.g. the
 * list's 'Ativar') writes only what it changes.
 */
export function normalizeTextFields<T extends Record<string, unknown>>(
  data: T,
  fields: { required: readonly string[]; optional: readonly string[] },
): T {
  const out: Record<string, unknown> = { ...data };
  for (const field of fields.required) {
    if (typeof out[field] === 'string') out[field] = (out[field] as string).trim();
  }
  for (const field of fields.optional) {
    if (field in out)
      out[field] = emptyToNull(typeof out[field] === 'string' ? (out[field] as string) : null);
  }
  return out as T;
}

/** A text value as saved: trimmed (anything that is not text as it is). */
export const trimmedText = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);

/** An optional text value as saved: trimmed, with blank or missing stored as null. */
export function optionalText(value: unknown): unknown {
  const trimmed = trimmedText(value);
  return trimmed === '' || trimmed === undefined ? null : trimmed;
}

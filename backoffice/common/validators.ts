import { required } from 'react-admin';
import { isHttpUrl } from '#shared/text.ts';

/** react-admin field validators with the back-office's pt-BR messages. */
export const URL_MESSAGE = 'Informe uma URL válida (http:// ou https://).';
export const REQUIRED_MESSAGE = 'ra.validation.required';

/** Optional URL: empty is fine, anything else must be an http(s) URL. */
export const optionalUrl = (value: unknown): string | undefined =>
  value === null || value === undefined || String(value).trim() === ''
    ? undefined
    : isHttpUrl(String(value).trim())
      ? undefined
      : URL_MESSAGE;

/** Required URL. */
export const requiredUrl = (value: unknown): string | undefined =>
  value === null || value === undefined || String(value).trim() === ''
    ? REQUIRED_MESSAGE
    : optionalUrl(value);

/** Required text (blank counts as empty). */
export const requiredText = (value: unknown): string | undefined =>
  value === null || value === undefined || String(value).trim() === '' ? REQUIRED_MESSAGE : undefined;

/** react-admin's required (it marks the label with *) plus the blank check. */
export const requiredField = [required(), requiredText];

import { formatDateTimeBR } from '../common/dates.ts';

export const NAME_FALLBACK = 'Nome não disponível';
export const EMAIL_FALLBACK = 'Email não disponível';

export const memberName = (name: string | null | undefined): string => name?.trim() || NAME_FALLBACK;
export const memberEmail = (email: string | null | undefined): string => email?.trim() || EMAIL_FALLBACK;
export const onlineLabel = (isLoggedIn: boolean | null | undefined): 'Online' | 'Offline' =>
  isLoggedIn ? 'Online' : 'Offline';
/** A date and time, or '—' when missing. */
export const dateTimeOrDash = (value: string | null | undefined): string => formatDateTimeBR(value) || '—';

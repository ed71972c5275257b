import { COMMUNITY_TIME_HINT, COMMUNITY_TIME_ZONE } from '#shared/communityZone.ts';
import {
  formatDateBR as formatDateIn,
  formatDateTimeBR as formatDateTimeIn,
  formatLongDateBR as formatLongDateIn,
  formatShortDateBR as formatShortDateIn,
} from '#shared/dates.ts';

// The back-office's date formats: the community's clock (as on the public site), whatever the zone
// of the admin's browser, so an event reads the same hour in the panel and on its page.

type DateInput = Parameters<typeof formatDateIn>[0];

/** dd/MM/yyyy in the community's zone. */
export const formatDateBR = (value: DateInput) => formatDateIn(value, COMMUNITY_TIME_ZONE);

/** dd/MM/yyyy às HH:mm in the community's zone. */
export const formatDateTimeBR = (value: DateInput) => formatDateTimeIn(value, COMMUNITY_TIME_ZONE);

/** '1 jan 2025' in the community's zone. */
export const formatShortDateBR = (value: DateInput) => formatShortDateIn(value, COMMUNITY_TIME_ZONE);

/** '21 de novembro de 2026' in the community's zone. */
export const formatLongDateBR = (value: DateInput) => formatLongDateIn(value, COMMUNITY_TIME_ZONE);

/** A label for a time of day, saying which clock it is: 'Início (horário de Brasília)'. */
export const withTimeZone = (label: string) => `${label} ${COMMUNITY_TIME_HINT}`;

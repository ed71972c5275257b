import {
  formatDateBR as formatDateIn,
  formatDateTimeBR as formatDateTimeIn,
  formatLongDateBR as formatLongDateIn,
} from '../../../shared/dates';

/**
 * The site's only date formats. The community is Brazilian, so every date and time on the site is
 * Brasília time, whatever the zone of the server or the browser: the server's HTML and the hydrated
 * page then always read the same.
 */
export const SITE_TIME_ZONE = 'America/Sao_Paulo';

/** Said next to every time of day the site shows. */
export const TIME_ZONE_HINT = '(horário de Brasília)';

type DateInput = Parameters<typeof formatDateIn>[0];

/** dd/MM/yyyy in Brasília. */
export const formatDateBR = (value: DateInput) => formatDateIn(value, SITE_TIME_ZONE);

/** dd/MM/yyyy às HH:mm in Brasília (the caller adds TIME_ZONE_HINT where it shows it). */
export const formatDateTimeBR = (value: DateInput) => formatDateTimeIn(value, SITE_TIME_ZONE);

/** '21 de novembro de 2026' in Brasília. */
export const formatLongDateBR = (value: DateInput) => formatLongDateIn(value, SITE_TIME_ZONE);

/** The year it is in Brasília (the footer's ©). */
export const yearBR = (value: Date = new Date()) => Number(formatDateBR(value).slice(-4));

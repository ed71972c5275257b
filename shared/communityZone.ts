/**
 * The community's clock. Elo CX is Brazilian: the public site and the back-office show and take every
 * date and time in this zone, whatever the zone of the server or of the browser. Change both lines
 * together to move the community to another zone.
 */
export const COMMUNITY_TIME_ZONE = 'America/Sao_Paulo';

/** Said next to every time of day shown or asked for. */
export const COMMUNITY_TIME_HINT = '(horário de Brasília)';

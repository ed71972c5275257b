import { splitCommaList } from '#shared/text.ts';
import { normalizeTextFields } from '../common/normalize.ts';
import { dayIn, startOfDayIn } from '#shared/zonedTime.ts';

/** The event form's toasts, in the product's exact words. */
export const EVENT_MESSAGES = {
  created: 'Evento criado com sucesso!',
  updated: 'Evento atualizado com sucesso!',
  deleted: 'Evento removido com sucesso!',
  createError: 'Erro ao criar evento',
  updateError: 'Erro ao atualizar evento',
  deleteError: 'Erro ao remover evento',
  activated: 'Evento ativado com sucesso!',
  deactivated: 'Evento desativado com sucesso!',
};

/** The message when an event is created with nobody signed in (the product's words, in English). */
export const USER_NOT_AUTHENTICATED = 'User not authenticated';

/** A new event carries its author (created_by); without a signed-in user it is refused before any call. */
export function withEventAuthor<T extends Record<string, unknown>>(
  data: T,
  userId: string | null | undefined,
): T & { author_id: string } {
  if (!userId) throw new Error(USER_NOT_AUTHENTICATED);
  return { ...data, author_id: userId };
}

/** The question asked before an event is deleted (list and edit page alike). */
export const DELETE_EVENT_CONFIRM = {
  title: 'Remover evento',
  content: 'Tem certeza que deseja remover este evento?',
};

const PLACE_FIELDS = ['city', 'region', 'country'] as const;

/**
 * What the event form saves: topics from the comma list, blank optional text as null, and no city /
 * region / country for an online event (those fields are hidden then).
 */
export function normalizeEvent<T extends Record<string, unknown>>(data: T): T {
  const out: Record<string, unknown> = normalizeTextFields(data, {
    required: ['title'],
    optional: ['description', 'location', ...PLACE_FIELDS, 'external_link'],
  });
  if ('topics' in out) {
    out.topics = Array.isArray(out.topics)
      ? out.topics.map((t) => String(t).trim()).filter(Boolean)
      : splitCommaList(typeof out.topics === 'string' ? out.topics : '');
  }
  if (out.is_online === true) for (const field of PLACE_FIELDS) out[field] = null;
  return out as T;
}

/** The list's 'Somente ativos' and 'Somente futuros' switches, as PostgREST filters. */
export function eventListFilter(
  filter: Record<string, unknown>,
  today: Date = new Date(),
): Record<string, unknown> {
  const { active_only, future_only, ...rest } = filter;
  const out: Record<string, unknown> = { ...rest };
  if (active_only === true) out.is_active = true;
  // From the start of today on the community's clock (the site's), not the browser's.
  if (future_only === true) out['start_date@gte'] = startOfDayIn(dayIn(today))!.toISOString();
  return out;
}

/** Topics as the form shows them ('a, b, c'). */
export const topicsToText = (value: unknown): string =>
  Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : '';

export const END_BEFORE_START_MESSAGE = 'A data de término deve ser igual ou posterior à data de início.';

/** End must not come before start (the database refuses it too); a field validator for end_date. */
export function endNotBeforeStart(value: unknown, values: Record<string, unknown>): string | undefined {
  const start = values?.start_date ? new Date(values.start_date as string) : null;
  const end = value ? new Date(value as string) : null;
  if (start && end && !Number.isNaN(start.getTime()) && !Number.isNaN(end.getTime()) && end < start) {
    return END_BEFORE_START_MESSAGE;
  }
  return undefined;
}

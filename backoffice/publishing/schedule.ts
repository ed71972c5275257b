import { instantAt, wallClockIn } from '#shared/zonedTime.ts';
import { formatDateBR, withTimeZone } from '../common/dates.ts';

/**
 * How status and published_at combine (the database's public read rule is the same):
 * draft → 'draft'; published with published_at in the future → 'scheduled'; otherwise 'published'.
 */
export type PublicationState = 'draft' | 'scheduled' | 'published';

export interface Publication {
  status: string;
  published_at: string | null;
}

export function publicationState(post: Publication, now: Date = new Date()): PublicationState {
  if (post.status !== 'published') return 'draft';
  if (post.published_at && new Date(post.published_at).getTime() > now.getTime()) return 'scheduled';
  return 'published';
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * 'dd/MM/yyyy HH:mm (horário de Brasília)': the community's clock (the site's), whatever the viewer's
 * zone, and said so.
 */
export function formatScheduleBR(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const wall = wallClockIn(date);
  return withTimeZone(`${formatDateBR(date)} ${two(wall.hour)}:${two(wall.minute)}`);
}

/** 'Agendado para 24/11/2026 09:00 (horário de Brasília)'. */
export function scheduledLabel(publishedAt: string | Date): string {
  return `Agendado para ${formatScheduleBR(publishedAt)}`;
}

/** What scheduling writes: published, with the chosen time (the public reads it from then on). */
export function scheduleData(at: Date) {
  return { status: 'published' as const, published_at: at.toISOString() };
}

/** The picker's first suggestion: the next full hour of the community's clock. */
export function defaultScheduleTime(now: Date = new Date()): Date {
  const thisHour = instantAt({ ...wallClockIn(now), minute: 0 });
  return new Date(thisHour.getTime() + 60 * 60_000);
}

/** Why a picked time cannot be scheduled, in the picker's words (undefined when it can). */
export function scheduleTimeError(value: Date | null, now: Date = new Date()): string | undefined {
  if (!value) return 'Escolha a data e a hora da publicação';
  if (value.getTime() <= now.getTime()) return 'Escolha uma data e hora no futuro';
  return undefined;
}

import { formatDateBR } from '../../shared/dates.ts';

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

/** dd/MM/yyyy HH:mm in the viewer's time zone. */
export function formatScheduleBR(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDateBR(date)} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** 'Agendado para 24/11/2026 09:00'. */
export function scheduledLabel(publishedAt: string | Date): string {
  return `Agendado para ${formatScheduleBR(publishedAt)}`;
}

/** What scheduling writes: published, with the chosen time (the public reads it from then on). */
export function scheduleData(at: Date) {
  return { status: 'published' as const, published_at: at.toISOString() };
}

/** The picker's first suggestion: the next full hour. */
export function defaultScheduleTime(now: Date = new Date()): Date {
  const next = new Date(now);
  next.setMinutes(0, 0, 0);
  next.setHours(next.getHours() + 1);
  return next;
}

/** Why a picked time cannot be scheduled, in the picker's words (undefined when it can). */
export function scheduleTimeError(value: Date | null, now: Date = new Date()): string | undefined {
  if (!value) return 'Escolha a data e a hora da publicação';
  if (value.getTime() <= now.getTime()) return 'Escolha uma data e hora no futuro';
  return undefined;
}

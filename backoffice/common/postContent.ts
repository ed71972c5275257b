import { describeDbError } from './errors.ts';
import type { ToastInput } from './toast.tsx';

/**
 * Rows of the posts table (blog and news posts, landing pages): the same publishing rule and save
 * failure for all; the rest of the wording differs per resource.
 */
export interface PublishMessages {
  publish: string;
  unpublish: string;
  /** [title, description] of the toast after publishing / unpublishing. */
  published: [string, string];
  unpublished: [string, string];
}

/** Publish: status published and published_at now (the database keeps the same rule). */
export function publishData(now: Date = new Date()) {
  return { status: 'published' as const, published_at: now.toISOString() };
}

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** Content a visitor would see: some text once tags are dropped, or a picture. */
function hasContent(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (/<img\s|!\[[^\]]*\]\(/i.test(value)) return true;
  return (
    value
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() !== ''
  );
}

/**
 * Why a row cannot go live (publish or schedule) as it is, in pt-BR, or undefined when it can: a
 * visitor would open an untitled or empty page.
 */
export function publishProblem(record: object): string | undefined {
  const { title: rawTitle, content: rawContent } = record as { title?: unknown; content?: unknown };
  const title = hasText(rawTitle);
  const content = hasContent(rawContent);
  if (!title && !content) return 'Para publicar ou agendar, preencha o título e o conteúdo.';
  if (!title) return 'Para publicar ou agendar, preencha o título.';
  if (!content) return 'Para publicar ou agendar, escreva o conteúdo.';
  return undefined;
}

/** A scheduled row's button cancels the schedule: it is not on the air yet, so nothing is taken off. */
export const CANCEL_SCHEDULE_LABEL = 'Cancelar agendamento';
export const SCHEDULE_CANCELLED_TITLE = 'Agendamento cancelado';

/** Retirar: back to draft with no publication date. */
export function unpublishData() {
  return { status: 'draft' as const, published_at: null };
}

/** 'Erro ao salvar' with the database's refusal explained (duplicate slug, slug format …). */
export function contentSaveFailed(error: unknown): ToastInput {
  return { title: 'Erro ao salvar', description: describeDbError(error), variant: 'error' };
}

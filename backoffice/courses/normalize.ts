import { normalizeTextFields } from '../common/normalize.ts';

export const COURSE_MESSAGES = {
  created: 'Curso criado com sucesso!',
  updated: 'Curso atualizado com sucesso!',
  deleted: 'Curso removido com sucesso!',
  createError: 'Erro ao criar curso',
  updateError: 'Erro ao atualizar curso',
  deleteError: 'Erro ao remover curso',
  activated: 'Curso atualizado com sucesso!',
  deactivated: 'Curso atualizado com sucesso!',
};

export const LEVEL_CHOICES = [
  { id: 'beginner', name: 'Iniciante' },
  { id: 'intermediate', name: 'Intermediário' },
  { id: 'advanced', name: 'Avançado' },
];
export const LANGUAGE_CHOICES = [
  { id: 'Portuguese', name: 'Português' },
  { id: 'English', name: 'Inglês' },
  { id: 'Spanish', name: 'Espanhol' },
];
export const SOURCE_PLATFORM_CHOICES = [
  { id: 'manual', name: 'Manual' },
  { id: 'Coursera', name: 'Coursera' },
  { id: 'Udemy', name: 'Udemy' },
];

export type SyncPlatform = 'Coursera' | 'Udemy';

const label = (choices: Array<{ id: string; name: string }>, id: string | null | undefined) =>
  choices.find((c) => c.id === id)?.name ?? null;
export const levelLabel = (id: string | null | undefined) => label(LEVEL_CHOICES, id);
export const languageLabel = (id: string | null | undefined) => label(LANGUAGE_CHOICES, id);

/** Trimmed required text, blank optional fields as null (level/language must be a valid choice or null). */
export function normalizeCourse<T extends Record<string, unknown>>(data: T): T {
  return normalizeTextFields(data, {
    required: ['title', 'category', 'url'],
    optional: ['description', 'provider', 'image_url', 'level', 'language'],
  });
}

export const syncSuccessMessage = (platform: SyncPlatform) => `Sincronização do ${platform} concluída!`;
export const syncErrorMessage = (platform: SyncPlatform, message: string) =>
  `Erro na sincronização do ${platform}: ${message}`;

/**
 * The readable reason of a failed function call: the JSON body's error/message when the function
 * answered one (FunctionsHttpError keeps the Response in `context`), else the error's own message.
 */
export async function functionErrorMessage(error: unknown): Promise<string> {
  const context = (error as { context?: unknown } | null)?.context;
  if (context && typeof (context as Response).json === 'function') {
    try {
      const body: unknown = await (context as Response).clone().json();
      if (body && typeof body === 'object') {
        const { error: err, message, msg } = body as Record<string, unknown>;
        const text = [err, message, msg].find((v): v is string => typeof v === 'string' && v !== '');
        if (text) return text;
      }
    } catch {
      // Not JSON: fall back to the error's message.
    }
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Erro desconhecido';
}

import { emptyToNull } from '../../shared/text.ts';

export const JOB_MESSAGES = {
  created: 'Vaga criada com sucesso!',
  updated: 'Vaga atualizada com sucesso!',
  deleted: 'Vaga removida com sucesso!',
  createError: 'Erro ao criar vaga',
  updateError: 'Erro ao atualizar vaga',
  deleteError: 'Erro ao remover vaga',
  activated: 'Vaga ativada com sucesso!',
  deactivated: 'Vaga desativada com sucesso!',
};

export const EMPLOYMENT_TYPES = [
  { id: 'CLT', name: 'CLT' },
  { id: 'PJ', name: 'PJ' },
  { id: 'Estágio', name: 'Estágio' },
  { id: 'Temporário', name: 'Temporário' },
  { id: 'Freelance', name: 'Freelance' },
];

const OPTIONAL_TEXT = ['location', 'employment_type', 'description', 'job_url', 'source'] as const;

/** Trimmed title and company; blank optional text stored as null. */
export function normalizeJob<T extends Record<string, unknown>>(data: T): T {
  const out: Record<string, unknown> = { ...data };
  for (const field of ['title', 'company'] as const) {
    if (typeof out[field] === 'string') out[field] = (out[field] as string).trim();
  }
  for (const field of OPTIONAL_TEXT) {
    if (field in out)
      out[field] = emptyToNull(typeof out[field] === 'string' ? (out[field] as string) : null);
  }
  return out as T;
}

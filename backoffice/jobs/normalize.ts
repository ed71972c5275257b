import { normalizeTextFields } from '../common/normalize.ts';

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

/** The question asked before a job is deleted (list and edit page alike). */
export const DELETE_JOB_CONFIRM = {
  title: 'Remover vaga',
  content: 'Tem certeza que deseja remover esta vaga?',
};

export const EMPLOYMENT_TYPES = [
  { id: 'CLT', name: 'CLT' },
  { id: 'PJ', name: 'PJ' },
  { id: 'Estágio', name: 'Estágio' },
  { id: 'Temporário', name: 'Temporário' },
  { id: 'Freelance', name: 'Freelance' },
];

/** Trimmed title and company; blank optional text stored as null. */
export function normalizeJob<T extends Record<string, unknown>>(data: T): T {
  return normalizeTextFields(data, {
    required: ['title', 'company'],
    optional: ['location', 'employment_type', 'description', 'job_url', 'source'],
  });
}

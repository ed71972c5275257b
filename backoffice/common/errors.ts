/**
 * What a failed call says, for toasts. Backend errors reach the screens as react-admin HttpErrors
 * (PostgREST's answer kept in error.body), supabase-js errors or plain Errors.
 */
interface PostgrestErrorBody {
  code?: string;
  message?: string;
  details?: string | null;
  hint?: string | null;
}

function bodyOf(error: unknown): PostgrestErrorBody {
  if (!error || typeof error !== 'object') return {};
  const candidate = error as { body?: unknown; code?: unknown; message?: unknown; details?: unknown };
  if (candidate.body && typeof candidate.body === 'object') return candidate.body as PostgrestErrorBody;
  return {
    code: typeof candidate.code === 'string' ? candidate.code : undefined,
    message: typeof candidate.message === 'string' ? candidate.message : undefined,
    details: typeof candidate.details === 'string' ? candidate.details : null,
  };
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The message of whatever a failed call threw (the server's own words), never empty. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (nonEmpty(error)) return error;
  if (error && typeof error === 'object') {
    const { message } = error as { message?: unknown };
    if (nonEmpty(message)) return message;
    const bodyMessage = bodyOf(error).message;
    if (nonEmpty(bodyMessage)) return bodyMessage;
  }
  return 'Erro desconhecido';
}

/**
 * Database refusals turned into pt-BR sentences an admin can act on (duplicate slug, slug format,
 * missing field …). PostgREST answers with a Postgres error code and the constraint name in the
 * message; anything else falls back to errorMessage.
 */
export function describeDbError(error: unknown): string {
  const body = bodyOf(error);
  const text = `${body.message ?? ''} ${body.details ?? ''}`;
  switch (body.code) {
    case '23505':
      if (/slug/i.test(text)) return 'Já existe um conteúdo com este slug. Escolha outro slug.';
      if (/url/i.test(text)) return 'Já existe um registro com esta URL.';
      return 'Já existe um registro com estes dados.';
    case '23514':
      if (/slug/i.test(text)) return 'Slug inválido: use apenas letras minúsculas, números e hífens.';
      if (/linkedin_url|_url/i.test(text))
        return 'URL inválida: use um endereço começando com http:// ou https://.';
      if (/title|name|company|specialties/i.test(text)) return 'Preencha os campos obrigatórios.';
      return 'Os dados não atendem às regras do banco de dados.';
    case '23502':
      return 'Preencha os campos obrigatórios.';
    case '42501':
      return 'Você não tem permissão para esta ação.';
    default:
      return errorMessage(error);
  }
}

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

/** Network failures: the browser never reached the server (fetch / XHR wording of each engine). */
const NETWORK_FAILURE = /failed to fetch|networkerror|load failed|network request failed|falha de rede/i;

/** Storage refusals (upload/remove), told apart by HTTP status or the storage API's English wording. */
function describeStorageError(status: number | undefined, text: string): string | undefined {
  if (status === 413 || /payload too large|maximum allowed size|entity too large/i.test(text))
    return 'O arquivo é grande demais para ser enviado.';
  if (status === 415 || /mime type|invalid_mime|not supported/i.test(text))
    return 'Tipo de arquivo não permitido.';
  if (/the resource already exists|duplicate/i.test(text)) return 'Já existe um arquivo com este nome.';
  if (/bucket not found/i.test(text)) return 'Local de armazenamento não encontrado.';
  return undefined;
}

function statusOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  if (typeof status === 'number') return status;
  if (typeof statusCode === 'number') return statusCode;
  if (typeof statusCode === 'string' && /^\d+$/.test(statusCode)) return Number(statusCode);
  return undefined;
}

/**
 * The one place where refusals become pt-BR sentences an admin can act on: PostgREST and Postgres
 * errors (code plus constraint name in the message), row-level security, storage and network
 * failures. Anything unknown keeps the server's own words, so nothing is hidden.
 */
export function describeDbError(error: unknown): string {
  const body = bodyOf(error);
  const text = `${body.message ?? ''} ${body.details ?? ''} ${errorMessage(error)}`;
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
    case '23503':
      return 'Este registro está ligado a outro e não pode ser alterado ou removido.';
    case '22001':
      return 'Um dos textos é longo demais para o campo.';
    case '22P02':
    case '22007':
    case '22008':
      return 'Um dos valores tem formato inválido.';
    case '42501':
      return 'Você não tem permissão para esta ação.';
    case 'PGRST116':
      // An update or delete that matched no row: gone, or hidden from this admin by row-level security.
      return 'Registro não encontrado ou sem permissão para alterá-lo.';
    case '57014':
      return 'O servidor demorou demais para responder. Tente novamente.';
  }
  if (NETWORK_FAILURE.test(text))
    return 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';
  if (/row-level security|permission denied/i.test(text)) return 'Você não tem permissão para esta ação.';
  return describeStorageError(statusOf(error), text) ?? errorMessage(error);
}

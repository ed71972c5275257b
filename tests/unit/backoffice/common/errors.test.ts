import { describe, expect, it } from 'vitest';
import { describeDbError } from '#backoffice/common/errors.ts';

/** A react-admin HttpError as ra-supabase throws it: PostgREST's JSON answer in body. */
const httpError = (status: number, body: Record<string, unknown>) =>
  Object.assign(new Error(String(body.message ?? '')), { status, body });

describe('describeDbError: refusals in pt-BR', () => {
  it('explains a row-level security refusal', () => {
    const error = httpError(403, {
      code: '42501',
      message: 'new row violates row-level security policy for table "posts"',
    });
    expect(describeDbError(error)).toBe('Você não tem permissão para esta ação.');
  });

  it('explains an update or delete that matched no visible row', () => {
    const error = httpError(406, {
      code: 'PGRST116',
      message: 'JSON object requested, multiple (or no) rows returned',
      details: 'The result contains 0 rows',
    });
    expect(describeDbError(error)).toBe('Registro não encontrado ou sem permissão para alterá-lo.');
  });

  it('explains constraint refusals', () => {
    expect(describeDbError(httpError(409, { code: '23503', message: 'violates foreign key' }))).toBe(
      'Este registro está ligado a outro e não pode ser alterado ou removido.',
    );
    expect(describeDbError(httpError(400, { code: '22001', message: 'value too long' }))).toBe(
      'Um dos textos é longo demais para o campo.',
    );
    expect(describeDbError(httpError(400, { code: '22P02', message: 'invalid input syntax' }))).toBe(
      'Um dos valores tem formato inválido.',
    );
    expect(describeDbError(httpError(400, { code: '23502', message: 'null value in column "title"' }))).toBe(
      'Preencha os campos obrigatórios.',
    );
  });

  it('explains network failures', () => {
    expect(describeDbError(new TypeError('Failed to fetch'))).toBe(
      'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
    );
    expect(describeDbError(new Error('Falha de rede durante o envio'))).toMatch(/conectar ao servidor/);
  });

  it('explains storage refusals (supabase-js StorageApiError shape)', () => {
    const tooBig = Object.assign(new Error('The object exceeded the maximum allowed size'), {
      status: 413,
      statusCode: '413',
    });
    expect(describeDbError(tooBig)).toBe('O arquivo é grande demais para ser enviado.');
    const badType = Object.assign(new Error('mime type text/plain is not supported'), { statusCode: '415' });
    expect(describeDbError(badType)).toBe('Tipo de arquivo não permitido.');
    expect(describeDbError(new Error('The resource already exists'))).toBe(
      'Já existe um arquivo com este nome.',
    );
  });

  it('keeps the server words for anything unknown', () => {
    expect(describeDbError(httpError(500, { code: 'XX000', message: 'algo inesperado' }))).toBe(
      'algo inesperado',
    );
  });
});

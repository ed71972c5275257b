import { describe, expect, it } from 'vitest';
import { describeDbError, errorMessage } from '#backoffice/common/errors.ts';
import { publishData, publishProblem, unpublishData } from '#backoffice/common/postContent.ts';
import {
  postDateLabel,
  postPayload,
  validatePostSlug,
  validatePostTitle,
} from '#backoffice/posts/postRules.ts';

describe('draft validation', () => {
  it('needs a title of at least 3 characters', () => {
    expect(validatePostTitle('ab')).toBe('Título muito curto');
    expect(validatePostTitle('  ab  ')).toBe('Título muito curto');
    expect(validatePostTitle(undefined)).toBe('Título muito curto');
    expect(validatePostTitle('abc')).toBeUndefined();
  });

  it('needs a slug of at least 3 lower-case letters, digits and hyphens', () => {
    expect(validatePostSlug('ab')).toBe('Slug muito curto');
    expect(validatePostSlug('Meu-Post')).toBe('Use apenas letras minúsculas, números e hífens');
    expect(validatePostSlug('meu post')).toBe('Use apenas letras minúsculas, números e hífens');
    expect(validatePostSlug('meu--post')).toBe('Use apenas letras minúsculas, números e hífens');
    expect(validatePostSlug('meu-post-2')).toBeUndefined();
  });
});

describe('publishing', () => {
  it('publishes now and unpublishes without a date', () => {
    const now = new Date('2025-01-01T12:00:00Z');
    expect(publishData(now)).toEqual({ status: 'published', published_at: '2025-01-01T12:00:00.000Z' });
    expect(unpublishData()).toEqual({ status: 'draft', published_at: null });
  });

  it('labels the Data column', () => {
    expect(
      postDateLabel({
        status: 'published',
        published_at: '2025-01-01T15:00:00Z',
        updated_at: '2025-03-01T15:00:00Z',
      }),
    ).toEqual({ label: 'Publicado', date: '1 jan 2025' });
    expect(
      postDateLabel({ status: 'draft', published_at: null, updated_at: '2025-02-03T15:00:00Z' }),
    ).toEqual({
      label: 'Atualizado',
      date: '3 fev 2025',
    });
  });

  it('trims text and stores empty optional fields as null', () => {
    expect(postPayload({ title: ' T ', slug: ' s ', excerpt: '', content: ' ' })).toEqual({
      title: 'T',
      slug: 's',
      excerpt: null,
      content: null,
    });
  });
});

describe('describeDbError', () => {
  it('explains a duplicate slug', () => {
    const error = {
      message: 'duplicate key value violates unique constraint "posts_type_slug_key"',
      body: {
        code: '23505',
        message: 'duplicate key value violates unique constraint "posts_type_slug_key"',
      },
    };
    expect(describeDbError(error)).toBe('Já existe um conteúdo com este slug. Escolha outro slug.');
  });

  it('explains a slug format refusal', () => {
    expect(
      describeDbError({
        body: {
          code: '23514',
          message: 'new row for relation "posts" violates check constraint "posts_slug_check"',
        },
      }),
    ).toBe('Slug inválido: use apenas letras minúsculas, números e hífens.');
  });

  it('falls back to the server message', () => {
    expect(describeDbError(new Error('boom'))).toBe('boom');
    expect(errorMessage({})).toBe('Erro desconhecido');
  });
});

describe('going live needs a title and content', () => {
  it('names what is missing in pt-BR', () => {
    expect(publishProblem({ title: 'Título', content: 'Texto' })).toBeUndefined();
    expect(publishProblem({ title: '  ', content: 'Texto' })).toBe(
      'Para publicar ou agendar, preencha o título.',
    );
    expect(publishProblem({ title: 'Título', content: '<p></p>' })).toBe(
      'Para publicar ou agendar, escreva o conteúdo.',
    );
    expect(publishProblem({ title: 'Título', content: '<p>&nbsp;</p>\n' })).toBe(
      'Para publicar ou agendar, escreva o conteúdo.',
    );
    expect(publishProblem({ title: null, content: null })).toBe(
      'Para publicar ou agendar, preencha o título e o conteúdo.',
    );
  });

  it('counts a picture as content', () => {
    expect(
      publishProblem({ title: 'Galeria', content: '<p><img src="https://x/y.jpg" alt="Palco"></p>' }),
    ).toBeUndefined();
    expect(publishProblem({ title: 'Galeria', content: '![Palco](https://x/y.jpg)' })).toBeUndefined();
  });
});

import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { validateSignIn, validateSignUp } from '#backoffice/auth/validation.ts';
import { ptBrMessages, raSupabasePtBr } from '#backoffice/i18n/messages.ts';
import { isLinkActive, menuLinks } from '#backoffice/layout/menu.ts';
import { classifyDataError } from '#backoffice/providers/authErrors.ts';
import { applySearch, searchPattern } from '#backoffice/providers/search.ts';
import type { ResourceModule } from '#backoffice/resource-module.ts';

type Messages = { [key: string]: string | Messages };
function leaves(messages: Messages, prefix = ''): Array<[string, string]> {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[prefix + key, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}
const get = (messages: Messages, key: string) =>
  key
    .split('.')
    .reduce<string | Messages | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      messages,
    );

describe('admin sign-in and sign-up validation', () => {
  it('requires e-mail and password', () => {
    expect(validateSignIn('', 'x')).toMatchObject({ title: 'Erro de validação' });
    expect(validateSignIn('a@b.c', '')).not.toBeNull();
    expect(validateSignIn('a@b.c', 'secret')).toBeNull();
  });

  it('checks that the passwords match, then their length', () => {
    expect(validateSignUp('a@b.c', 'abcdef', 'abcdeg')).toEqual({
      title: 'Erro de validação',
      description: 'As senhas não coincidem.',
    });
    expect(validateSignUp('a@b.c', 'abc', 'abc')).toEqual({
      title: 'Erro de validação',
      description: 'A senha deve ter pelo menos 6 caracteres.',
    });
    expect(validateSignUp('a@b.c', 'abcdef', 'abcdef')).toBeNull();
  });
});

describe('pt-BR messages', () => {
  it('translate every react-admin key (none left in English except identical words)', () => {
    const english = leaves(englishMessages as unknown as Messages);
    expect(english.length).toBeGreaterThan(150);
    const untranslated = english.filter(
      ([key, value]) => get(ptBrMessages as unknown as Messages, key) === value,
    );
    // Words that are the same in both languages.
    const allowed = new Set([
      'ra.page.list',
      'ra.page.dashboard',
      'ra.action.export',
      'ra.boolean.null',
      'ra.input.image.upload_several',
    ]);
    expect(untranslated.map(([key]) => key).filter((key) => !allowed.has(key))).toEqual([]);
  });

  it('cover every ra-supabase key', () => {
    const keys = leaves(raSupabasePtBr as unknown as Messages).map(([key]) => key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'ra-supabase.auth.email',
        'ra-supabase.auth.confirm_password',
        'ra-supabase.auth.sign_in_with',
        'ra-supabase.auth.forgot_password',
        'ra-supabase.auth.reset_password',
        'ra-supabase.auth.password_reset',
        'ra-supabase.auth.missing_tokens',
        'ra-supabase.auth.back_to_login',
        'ra-supabase.reset_password.forgot_password',
        'ra-supabase.reset_password.forgot_password_details',
        'ra-supabase.set_password.new_password',
        'ra-supabase.validation.password_mismatch',
      ]),
    );
    expect(get(ptBrMessages as unknown as Messages, 'ra-supabase.validation.password_mismatch')).toBe(
      'As senhas não coincidem.',
    );
  });
});

describe('which data errors end the session', () => {
  it('logs out on 401 and JWT problems only', () => {
    expect(classifyDataError({ status: 401, message: 'JWT expired' })).toBe('logout');
    expect(classifyDataError({ status: 400, name: 'AuthSessionMissingError' })).toBe('logout');
    expect(classifyDataError({ status: 401, body: { code: 'PGRST301' } })).toBe('logout');
  });

  it('keeps the admin signed in on an RLS refusal', () => {
    expect(
      classifyDataError({
        status: 403,
        message: 'new row violates row-level security policy for table "jobs"',
        body: { code: '42501' },
      }),
    ).toBe('refused');
    expect(classifyDataError({ status: 400, message: 'violates check constraint' })).toBe('ignore');
    expect(classifyDataError(undefined)).toBe('ignore');
  });
});

describe('list search (q)', () => {
  it('turns words into one ilike pattern and drops grammar characters', () => {
    expect(searchPattern('  Ana   Ribeiro ')).toBe('Ana*Ribeiro');
    expect(searchPattern('a,b(c)"d*')).toBe('a*b*c*d');
    expect(searchPattern('ana.ribeiro@example.com')).toBe('ana.ribeiro@example.com');
    expect(searchPattern('  ')).toBeNull();
    expect(searchPattern(42)).toBeNull();
  });

  it('maps q to an @or over the columns, and drops it otherwise', () => {
    expect(applySearch({ q: 'ana', is_active: true }, ['full_name', 'email'])).toEqual({
      is_active: true,
      '@or': { 'full_name@ilike': 'ana', 'email@ilike': 'ana' },
    });
    expect(applySearch({ q: 'ana' }, undefined)).toEqual({});
    expect(applySearch({ q: '' }, ['title'])).toEqual({});
    expect(applySearch({ type: 'blog' }, ['title'])).toEqual({ type: 'blog' });
  });
});

describe('sidebar', () => {
  const Icon = () => null;
  const modules = [
    { name: 'team', menu: { label: 'Equipe', order: 20, icon: Icon }, props: {} },
    { name: 'members', menu: { label: 'Membros', order: 1, icon: Icon }, props: {} },
    { name: 'user_roles', props: {} },
    { name: 'events', menu: { label: 'Eventos', order: 2, icon: Icon }, props: {} },
  ] as ResourceModule[];

  it('lists the modules with a menu in their order', () => {
    expect(menuLinks(modules).map((l) => [l.label, l.to])).toEqual([
      ['Membros', '/admin/members'],
      ['Eventos', '/admin/events'],
      ['Equipe', '/admin/team'],
    ]);
  });

  it('highlights Dashboard on /admin only and a resource on its pages', () => {
    expect(isLinkActive('/admin', '/admin')).toBe(true);
    expect(isLinkActive('/admin', '/admin/')).toBe(true);
    expect(isLinkActive('/admin', '/admin/events')).toBe(false);
    expect(isLinkActive('/admin/events', '/admin/events/123')).toBe(true);
    expect(isLinkActive('/admin/events', '/admin/events-archive')).toBe(false);
  });
});

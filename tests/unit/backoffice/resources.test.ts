import { describe, expect, it } from 'vitest';
import { optionalUrl, requiredText, requiredUrl, URL_MESSAGE } from '#backoffice/common/validators.ts';
import {
  functionErrorMessage,
  normalizeCourse,
  syncErrorMessage,
  syncSuccessMessage,
} from '#backoffice/courses/normalize.ts';
import {
  END_BEFORE_START_MESSAGE,
  endNotBeforeStart,
  eventListFilter,
  normalizeEvent,
  topicsToText,
  USER_NOT_AUTHENTICATED,
  withEventAuthor,
} from '#backoffice/events/normalize.ts';
import { normalizeJob } from '#backoffice/jobs/normalize.ts';
import { dateTimeOrDash, memberEmail, memberName, onlineLabel } from '#backoffice/members/format.ts';
import { formatAverage, pageLabel } from '#backoffice/common/format.ts';
import { providerCountLabel, providerLabel, toMemberStatistics } from '#backoffice/members/statistics.ts';

describe('field validators', () => {
  it('accept only http(s) URLs, optional ones may be empty', () => {
    expect(optionalUrl('')).toBeUndefined();
    expect(optionalUrl(null)).toBeUndefined();
    expect(optionalUrl('https://exemplo.com')).toBeUndefined();
    expect(optionalUrl('exemplo.com')).toBe(URL_MESSAGE);
    expect(optionalUrl('ftp://exemplo.com')).toBe(URL_MESSAGE);
    expect(requiredUrl('')).toBe('ra.validation.required');
    expect(requiredUrl('http://x.y')).toBeUndefined();
    expect(requiredText('   ')).toBe('ra.validation.required');
    expect(requiredText('ok')).toBeUndefined();
  });
});

describe('events', () => {
  it('splits topics, stores blank text as null and drops the place of an online event', () => {
    expect(
      normalizeEvent({
        title: '  Meetup ',
        topics: ' NPS, Jornada ,, CX ',
        description: '   ',
        location: '',
        city: 'Recife',
        region: 'PE',
        country: 'Brasil',
        external_link: '',
        is_online: true,
      }),
    ).toEqual({
      title: 'Meetup',
      topics: ['NPS', 'Jornada', 'CX'],
      description: null,
      location: null,
      city: null,
      region: null,
      country: null,
      external_link: null,
      is_online: true,
    });
    expect(normalizeEvent({ topics: ['a ', ''], city: ' Recife ', is_online: false })).toEqual({
      topics: ['a'],
      city: 'Recife',
      is_online: false,
    });
  });

  it('turns the list switches into PostgREST filters', () => {
    // 01:30 UTC on the 22nd is still the 21st in Brasília: today starts at its midnight there.
    const today = new Date('2026-11-22T01:30:00Z');
    expect(eventListFilter({ active_only: true, future_only: true, q: 'x' }, today)).toEqual({
      is_active: true,
      'start_date@gte': '2026-11-21T03:00:00.000Z',
      q: 'x',
    });
    expect(eventListFilter({ active_only: false, future_only: false }, today)).toEqual({});
  });

  it("adds the signed-in author to a new event and refuses one with 'User not authenticated'", () => {
    expect(withEventAuthor({ title: 'Meetup' }, 'user-1')).toEqual({ title: 'Meetup', author_id: 'user-1' });
    expect(USER_NOT_AUTHENTICATED).toBe('User not authenticated');
    expect(() => withEventAuthor({ title: 'Meetup' }, null)).toThrow('User not authenticated');
    expect(() => withEventAuthor({ title: 'Meetup' }, undefined)).toThrow('User not authenticated');
  });

  it('shows topics as a comma list and checks the date order', () => {
    expect(topicsToText(['a', 'b'])).toBe('a, b');
    expect(topicsToText('a, b,')).toBe('a, b,');
    expect(topicsToText(null)).toBe('');
    expect(endNotBeforeStart('2026-01-01T10:00', { start_date: '2026-01-02T10:00' })).toBe(
      END_BEFORE_START_MESSAGE,
    );
    expect(endNotBeforeStart('2026-01-01T10:00', { start_date: '2026-01-01T10:00' })).toBeUndefined();
    expect(endNotBeforeStart('', { start_date: '2026-01-01T10:00' })).toBeUndefined();
  });
});

describe('jobs and courses', () => {
  it('normalise optional text', () => {
    expect(normalizeJob({ title: ' Vaga ', company: ' Empresa ', source: ' ', job_url: '' })).toEqual({
      title: 'Vaga',
      company: 'Empresa',
      source: null,
      job_url: null,
    });
    expect(normalizeCourse({ title: ' Curso ', url: ' https://x.y ', level: '', image_url: ' ' })).toEqual({
      title: 'Curso',
      url: 'https://x.y',
      level: null,
      image_url: null,
    });
  });

  it('word the sync toasts as the spec', () => {
    expect(syncSuccessMessage('Coursera')).toBe('Sincronização do Coursera concluída!');
    expect(syncErrorMessage('Udemy', 'falhou')).toBe('Erro na sincronização do Udemy: falhou');
  });

  it("reads the function's JSON error, else the error's message", async () => {
    const httpError = Object.assign(new Error('Edge Function returned a non-2xx status code'), {
      context: new Response(JSON.stringify({ error: 'Fonte não configurada' }), { status: 501 }),
    });
    expect(await functionErrorMessage(httpError)).toBe('Fonte não configurada');
    const notJson = Object.assign(new Error('Falha de rede'), { context: new Response('oops') });
    expect(await functionErrorMessage(notJson)).toBe('Falha de rede');
    expect(await functionErrorMessage(null)).toBe('Erro desconhecido');
  });
});

describe('members', () => {
  it('uses the fallbacks and the online label', () => {
    expect(memberName(null)).toBe('Nome não disponível');
    expect(memberName(' Ana ')).toBe('Ana');
    expect(memberEmail('')).toBe('Email não disponível');
    expect(onlineLabel(true)).toBe('Online');
    expect(onlineLabel(null)).toBe('Offline');
    expect(dateTimeOrDash(null)).toBe('—');
  });

  it("reads the statistics' first row and labels pages", () => {
    expect(
      toMemberStatistics([
        {
          total_members: '20',
          active_this_month: 12,
          average_logins: '7.00',
          top_providers: [{ provider: 'linkedin_oidc', count: 20 }],
          currently_logged_in: 5,
          currently_logged_out: 15,
        },
      ]),
    ).toEqual({
      totalMembers: 20,
      activeThisMonth: 12,
      averageLogins: 7,
      topProviders: [{ provider: 'linkedin_oidc', count: 20 }],
      currentlyLoggedIn: 5,
      currentlyLoggedOut: 15,
    });
    expect(toMemberStatistics([])).toBeNull();
    expect(formatAverage(7.25)).toBe('7,3');
    expect(pageLabel(1, 23, 20)).toBe('Página 1 de 2');
    expect(pageLabel(2, 23, 20)).toBe('Página 2 de 2');
    expect(pageLabel(1, 0, 20)).toBe('Página 1 de 1');
  });
});

describe('sign-in providers', () => {
  it('are named as people know them, with a pt-BR count', () => {
    expect(providerLabel('linkedin_oidc')).toBe('LinkedIn');
    expect(providerLabel('email')).toBe('E-mail');
    expect(providerLabel('saml-acme')).toBe('saml-acme');
    expect(providerLabel(null)).toBe('—');
    expect(providerCountLabel({ provider: 'linkedin_oidc', count: 1234 })).toBe('LinkedIn: 1.234 membros');
    expect(providerCountLabel({ provider: 'email', count: 1 })).toBe('E-mail: 1 membro');
  });
});

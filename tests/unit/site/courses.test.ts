import { describe, expect, it } from 'vitest';
import type { Course } from '#site/src/data/types.ts';
import { courseGroupName, coursesJsonLd, groupCourses, safeJsonForScript } from '#site/src/lib/courses.ts';
import { newsletterEmailError, newsletterFailureMessage } from '#site/src/lib/newsletter.ts';

function course(partial: Partial<Course>): Course {
  return {
    id: partial.id ?? crypto.randomUUID(),
    title: 'Curso',
    description: null,
    provider: null,
    category: 'CX',
    level: null,
    language: null,
    url: 'https://example.com/c',
    image_url: null,
    source_platform: 'manual',
    is_active: true,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...partial,
  };
}

describe('course groups', () => {
  it('groups by source platform, else provider, else Other', () => {
    expect(courseGroupName(course({ source_platform: 'Coursera', provider: 'Uni' }))).toBe('Coursera');
    expect(courseGroupName(course({ source_platform: 'manual', provider: 'Elo CX Academy' }))).toBe(
      'Elo CX Academy',
    );
    expect(courseGroupName(course({ source_platform: 'manual', provider: null }))).toBe('Other');
  });
  it('keeps the order of first appearance and links Coursera and Udemy searches', () => {
    const groups = groupCourses([
      course({ source_platform: 'Udemy' }),
      course({ source_platform: 'Coursera' }),
      course({ source_platform: 'Udemy' }),
      course({ provider: 'Elo CX Academy' }),
    ]);
    expect(groups.map((group) => [group.name, group.courses.length])).toEqual([
      ['Udemy', 2],
      ['Coursera', 1],
      ['Elo CX Academy', 1],
    ]);
    expect(groups[0]!.moreUrl).toBe('https://www.udemy.com/courses/search/?q=customer%20experience');
    expect(groups[1]!.moreUrl).toBe('https://www.coursera.org/search?query=customer%20experience');
    expect(groups[2]!.moreUrl).toBeNull();
  });
});

describe('courses JSON-LD', () => {
  it('lists the courses as a schema.org ItemList', () => {
    const data = coursesJsonLd(
      [
        course({ title: 'NPS', url: 'https://a/nps', provider: 'IBREL' }),
        course({ title: 'CS', url: 'https://a/cs' }),
      ],
      'https://elocx.com.br/courses',
    );
    expect(data['@type']).toBe('ItemList');
    expect(data.itemListElement).toHaveLength(2);
    expect(data.itemListElement[0]).toMatchObject({
      position: 1,
      item: { '@type': 'Course', name: 'NPS', url: 'https://a/nps', provider: { name: 'IBREL' } },
    });
  });
  it('cannot close its script element', () => {
    expect(safeJsonForScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

describe('newsletter e-mail check', () => {
  it('asks for an e-mail, then a valid one', () => {
    expect(newsletterEmailError('')).toBe('Informe seu e-mail.');
    expect(newsletterEmailError('   ')).toBe('Informe seu e-mail.');
    expect(newsletterEmailError('nome@empresa')).toBe('Informe um e-mail válido, como nome@empresa.com.br.');
    expect(newsletterEmailError('nome empresa.com')).toMatch(/válido/);
    expect(newsletterEmailError(' nome@empresa.com.br ')).toBeNull();
  });

  it('refuses what the database refuses: a leading formula character or a control character', () => {
    expect(newsletterEmailError('=cmd@empresa.com.br')).toMatch(/válido/);
    expect(newsletterEmailError('-nome@empresa.com.br')).toMatch(/válido/);
    expect(newsletterEmailError('no\u0007me@empresa.com.br')).toMatch(/válido/);
  });
});

describe('newsletter failure message', () => {
  it('says when the hourly limit was reached, and keeps the generic message otherwise', () => {
    expect(newsletterFailureMessage({ code: 'PT429' })).toMatch(/^Muitas inscrições em pouco tempo\./);
    expect(newsletterFailureMessage({ code: '42501' })).toMatch(
      /^Não foi possível concluir sua inscrição agora\./,
    );
    expect(newsletterFailureMessage(null)).toMatch(/^Não foi possível concluir sua inscrição agora\./);
  });

  it('refuses an overlong address before running the pattern', () => {
    expect(newsletterEmailError(`x@${'a.'.repeat(200_000)}@`)).toMatch(/válido/);
  });
});

import { describe, expect, it } from 'vitest';
import {
  isCustomerExperienceCourse,
  languageFromCodes,
  mapCourseraCourse,
  mapUdemyFeed,
  selectCourseraCourses,
} from '#supabase/functions/_shared/courses.ts';

describe('isCustomerExperienceCourse', () => {
  it.each([
    ['Customer Experience Management', ''],
    ['Gestão', 'Tudo sobre experiência do cliente.'],
    ['Gestão', 'Tudo sobre experiencia do cliente.'],
    ['Customer   Service Basics', ''],
    ['Scaling', 'for Customer Success teams'],
    ['Excelência no Atendimento', ''],
    ['CX Metrics', ''],
  ])('accepts %s / %s', (name, description) => {
    expect(isCustomerExperienceCourse({ name, description })).toBe(true);
  });

  it.each([
    ['Machine Learning', 'Models and data.'],
    ['Excel Basics', 'Spreadsheets (xlsx, csv).'],
    ['Customer journeys', 'Marketing funnels.'],
  ])('rejects %s', (name, description) => {
    expect(isCustomerExperienceCourse({ name, description })).toBe(false);
  });

  it('does not take the letters cx inside another word for the CX acronym', () => {
    expect(isCustomerExperienceCourse({ name: 'Lucx Design', description: 'cx in lower case' })).toBe(false);
  });
});

describe('languageFromCodes', () => {
  it('maps the first primary language to the column values', () => {
    expect(languageFromCodes(['pt-BR'])).toBe('Portuguese');
    expect(languageFromCodes(['pt'])).toBe('Portuguese');
    expect(languageFromCodes(['en', 'pt'])).toBe('English');
    expect(languageFromCodes(['es-419'])).toBe('Spanish');
    expect(languageFromCodes(['fr'])).toBeNull();
    expect(languageFromCodes([])).toBeNull();
    expect(languageFromCodes(undefined)).toBeNull();
  });
});

describe('mapCourseraCourse', () => {
  it('builds a courses row with the learn URL, the partner name and no level', () => {
    const row = mapCourseraCourse(
      {
        slug: 'cx-strategy',
        name: ' CX Strategy ',
        description: 'About CX.',
        photoUrl: 'https://img.example/x.png',
        primaryLanguages: ['en'],
        partnerIds: ['9'],
      },
      'customer-experience',
      new Map([['9', 'Universidade X']]),
    );
    expect(row).toEqual({
      title: 'CX Strategy',
      description: 'About CX.',
      provider: 'Universidade X',
      category: 'customer-experience',
      language: 'English',
      url: 'https://www.coursera.org/learn/cx-strategy',
      image_url: 'https://img.example/x.png',
      source_platform: 'Coursera',
    });
  });

  it('falls back to Coursera as provider, drops invalid images and skips courses without slug or name', () => {
    expect(mapCourseraCourse({ slug: 'a', name: 'A', photoUrl: 'not a url' }, 'c')).toMatchObject({
      provider: 'Coursera',
      image_url: null,
      description: null,
    });
    expect(mapCourseraCourse({ name: 'No slug' }, 'c')).toBeNull();
    expect(mapCourseraCourse({ slug: 'no-name', name: '  ' }, 'c')).toBeNull();
  });
});

describe('selectCourseraCourses', () => {
  const catalog = [
    { slug: 'ml', name: 'Machine Learning' },
    { slug: 'cx-1', name: 'Customer Experience 1' },
    { slug: 'cx-1', name: 'Customer Experience 1 (again)' },
    { slug: 'svc', name: 'Service', description: 'Customer service skills' },
    { slug: 'cx-2', name: 'CX 2' },
  ];

  it('keeps CX courses in catalog order, without repeated URLs, up to count', () => {
    expect(selectCourseraCourses(catalog, 'customer-experience', 10).map((row) => row.url)).toEqual([
      'https://www.coursera.org/learn/cx-1',
      'https://www.coursera.org/learn/svc',
      'https://www.coursera.org/learn/cx-2',
    ]);
    expect(selectCourseraCourses(catalog, 'customer-experience', 2)).toHaveLength(2);
  });
});

describe('mapUdemyFeed', () => {
  it('maps entries with a title and an http URL', () => {
    const rows = mapUdemyFeed(
      [
        {
          title: 'Atendimento',
          url: 'https://www.udemy.com/course/a/',
          language: 'pt',
          image_url: 'ftp://x',
        },
        { title: 'Sem url' },
        { title: 'Repetido', url: 'https://www.udemy.com/course/a/' },
        {
          title: 'English one',
          url: 'https://www.udemy.com/course/b/',
          language: 'English',
          provider: 'Instrutor',
        },
      ],
      'customer-experience',
      10,
    );
    expect(rows).toEqual([
      {
        title: 'Atendimento',
        description: null,
        provider: 'Udemy',
        category: 'customer-experience',
        language: 'Portuguese',
        url: 'https://www.udemy.com/course/a/',
        image_url: null,
        source_platform: 'Udemy',
      },
      expect.objectContaining({ title: 'English one', language: 'English', provider: 'Instrutor' }),
    ]);
  });

  it('rejects a feed that is not an array', () => {
    expect(() => mapUdemyFeed({ courses: [] }, 'c', 10)).toThrow();
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  blogPostingJsonLd,
  eventJsonLd,
  jobPostingJsonLd,
  jsonLdScript,
  landingPageJsonLd,
  organizationJsonLd,
  websiteJsonLd,
  type JsonLdEvent,
  type JsonLdJob,
} from '#site/src/lib/json-ld.ts';

const SITE = 'https://elocx.example';
const SCHEMA = 'https://schema.org';

function event(partial: Partial<JsonLdEvent>): JsonLdEvent {
  return {
    title: 'Encontro de líderes de CX',
    description: 'Painéis e networking.',
    start_date: '2026-12-03T22:00:00+00:00',
    end_date: '2026-12-04T01:00:00+00:00',
    is_online: false,
    location: 'Auditório Central',
    city: 'São Paulo',
    region: 'SP',
    country: 'Brasil',
    external_link: 'https://eventos.example/cx',
    ...partial,
  };
}

function job(partial: Partial<JsonLdJob>): JsonLdJob {
  return {
    id: 'f0000000-0000-4000-8000-000000000001',
    title: 'Gerente de Customer Experience',
    company: 'Grupo Aurora Varejo',
    location: 'São Paulo, SP',
    is_remote: false,
    employment_type: 'CLT',
    description: 'Liderar o programa de voz do cliente.',
    created_at: '2026-11-21T10:00:00+00:00',
    ...partial,
  };
}

describe('organisation and website', () => {
  it('describes the community and its site', () => {
    const org = organizationJsonLd(`${SITE}/`);
    expect(org).toMatchObject({
      '@context': SCHEMA,
      '@type': 'Organization',
      '@id': `${SITE}/#organization`,
      name: 'Elo CX',
      url: `${SITE}/`,
    });
    expect(org.sameAs).toContain('https://www.linkedin.com/company/elocx');
    expect(websiteJsonLd(SITE)).toMatchObject({
      '@type': 'WebSite',
      url: `${SITE}/`,
      inLanguage: 'pt-BR',
      publisher: { '@id': `${SITE}/#organization` },
    });
  });
});

describe('event', () => {
  const url = `${SITE}/events/e1`;

  it('places an in-person event at its address', () => {
    const data = eventJsonLd(event({}), url);
    expect(data).toMatchObject({
      '@context': SCHEMA,
      '@type': 'Event',
      name: 'Encontro de líderes de CX',
      description: 'Painéis e networking.',
      startDate: '2026-12-03T22:00:00+00:00',
      endDate: '2026-12-04T01:00:00+00:00',
      eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
      eventStatus: `${SCHEMA}/EventScheduled`,
      url,
      organizer: { '@type': 'Organization', name: 'Elo CX' },
      location: {
        '@type': 'Place',
        name: 'Auditório Central',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'São Paulo',
          addressRegion: 'SP',
          addressCountry: 'Brasil',
        },
      },
    });
  });

  it('places an online event at its link, else its page', () => {
    const online = event({ is_online: true, location: 'Zoom', city: null, region: null, country: null });
    expect(eventJsonLd(online, url)).toMatchObject({
      eventAttendanceMode: `${SCHEMA}/OnlineEventAttendanceMode`,
      location: { '@type': 'VirtualLocation', url: 'https://eventos.example/cx' },
    });
    expect(eventJsonLd({ ...online, external_link: null }, url).location).toEqual({
      '@type': 'VirtualLocation',
      url,
    });
  });

  it('gives a hybrid event both places', () => {
    const data = eventJsonLd(event({ is_online: true }), url);
    expect(data.eventAttendanceMode).toBe(`${SCHEMA}/MixedEventAttendanceMode`);
    expect(data.location).toEqual([
      expect.objectContaining({ '@type': 'Place' }),
      { '@type': 'VirtualLocation', url: 'https://eventos.example/cx' },
    ]);
  });

  it('falls back to the title without a description and leaves out an unknown place', () => {
    const data = eventJsonLd(
      event({ description: null, location: null, city: null, region: null, country: null }),
      url,
      { image: `${SITE}/og/events/e1.png` },
    );
    expect(data.description).toBe('Encontro de líderes de CX');
    expect(data).not.toHaveProperty('location');
    expect(data.image).toBe(`${SITE}/og/events/e1.png`);
  });
});

describe('blog posting', () => {
  const url = `${SITE}/blog/mapeando-a-jornada-do-cliente`;
  const post = {
    title: 'Mapeando a jornada do cliente',
    excerpt: 'Um guia prático.',
    published_at: '2026-11-20T10:00:00+00:00',
    updated_at: '2026-11-22T08:00:00+00:00',
    cover_image_url: '/storage/v1/object/public/posts/capa.png',
  };

  it('names its dates, image, author and page', () => {
    expect(blogPostingJsonLd(post, url)).toEqual({
      '@context': SCHEMA,
      '@type': 'BlogPosting',
      headline: 'Mapeando a jornada do cliente',
      description: 'Um guia prático.',
      datePublished: '2026-11-20T10:00:00+00:00',
      dateModified: '2026-11-22T08:00:00+00:00',
      image: `${SITE}/storage/v1/object/public/posts/capa.png`,
      url,
      inLanguage: 'pt-BR',
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      author: expect.objectContaining({ '@type': 'Organization', name: 'Elo CX' }),
      publisher: expect.objectContaining({ '@type': 'Organization', logo: `${SITE}/favicon.svg` }),
    });
  });

  it('uses the generated card without a cover and the publication date when never edited', () => {
    const data = blogPostingJsonLd({ ...post, cover_image_url: null, updated_at: undefined }, url, {
      image: `${SITE}/og/blog/x.png`,
    });
    expect(data.image).toBe(`${SITE}/og/blog/x.png`);
    expect(data.dateModified).toBe(post.published_at);
  });
});

describe('job posting', () => {
  it('holds what the job board stores', () => {
    expect(jobPostingJsonLd(job({}), SITE)).toEqual({
      '@context': SCHEMA,
      '@type': 'JobPosting',
      title: 'Gerente de Customer Experience',
      description: 'Liderar o programa de voz do cliente.',
      datePosted: '2026-11-21T10:00:00+00:00',
      url: `${SITE}/jobs`,
      hiringOrganization: { '@type': 'Organization', name: 'Grupo Aurora Varejo' },
      employmentType: 'FULL_TIME',
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'São Paulo, SP' },
      },
      identifier: { '@type': 'PropertyValue', name: 'Elo CX', value: 'f0000000-0000-4000-8000-000000000001' },
    });
  });

  it('marks remote work instead of an address', () => {
    const data = jobPostingJsonLd(job({ is_remote: true, location: 'Remoto', employment_type: 'PJ' }), SITE);
    expect(data).toMatchObject({ jobLocationType: 'TELECOMMUTE', employmentType: 'CONTRACTOR' });
    expect(data).not.toHaveProperty('jobLocation');
  });

  it('is null when a required field is missing', () => {
    expect(jobPostingJsonLd(job({ description: null }), SITE)).toBeNull();
    expect(jobPostingJsonLd(job({ description: '   ' }), SITE)).toBeNull();
    expect(jobPostingJsonLd(job({ title: '' }), SITE)).toBeNull();
    expect(jobPostingJsonLd(job({ created_at: '' }), SITE)).toBeNull();
    expect(jobPostingJsonLd(job({ location: null }), SITE)).toBeNull();
  });

  it('leaves out a contract kind it does not know', () => {
    expect(jobPostingJsonLd(job({ employment_type: 'Outro' }), SITE)).not.toHaveProperty('employmentType');
  });
});

describe('landing page', () => {
  const landing = {
    title: 'Imersão CX',
    description: 'Três dias de imersão.',
    meta_title: null,
    meta_description: null,
    og_image: null,
    published_at: '2026-11-02T12:00:00+00:00',
    updated_at: null,
  };
  const url = `${SITE}/lp/imersao-cx`;

  it('is a page of the site, named by its SEO fields first', () => {
    const page = landingPageJsonLd(
      {
        ...landing,
        meta_title: 'Imersão CX 2026 | Elo CX',
        meta_description: 'Inscrições abertas.',
        og_image: '/storage/v1/object/public/post-covers/landing/imersao.jpg',
        updated_at: '2026-11-20T09:00:00+00:00',
      },
      url,
    );
    expect(page).toMatchObject({
      '@context': SCHEMA,
      '@type': 'WebPage',
      '@id': url,
      name: 'Imersão CX 2026 | Elo CX',
      description: 'Inscrições abertas.',
      url,
      image: `${SITE}/storage/v1/object/public/post-covers/landing/imersao.jpg`,
      datePublished: '2026-11-02T12:00:00+00:00',
      dateModified: '2026-11-20T09:00:00+00:00',
      isPartOf: { '@id': `${SITE}/#website` },
      publisher: { '@type': 'Organization', '@id': `${SITE}/#organization` },
    });
  });

  it('falls back to the title, the description, the drawn card and the publication date', () => {
    const page = landingPageJsonLd(landing, url, { image: `${SITE}/og/lp/imersao-cx.png` });
    expect(page).toMatchObject({
      name: 'Imersão CX',
      description: 'Três dias de imersão.',
      image: `${SITE}/og/lp/imersao-cx.png`,
      dateModified: '2026-11-02T12:00:00+00:00',
    });
  });
});

describe('script embedding', () => {
  const hostile = {
    name: '</script><script>alert(1)</script>',
    note: 'a & b > c <!-- d',
    lines: 'um\u2028dois\u2029três',
  };

  it('cannot end the script element or open markup', () => {
    const json = jsonLdScript(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json.toLowerCase()).not.toContain('</script');
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it('survives an HTML parser intact', () => {
    document.body.innerHTML = `<script type="application/ld+json">${jsonLdScript(hostile)}</script><p>depois</p>`;
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!.textContent!)).toEqual(hostile);
    expect(document.querySelector('p')?.textContent).toBe('depois');
  });

  it('serialises the documents it builds', () => {
    const data = eventJsonLd(event({ title: 'Rock & <CX>' }), `${SITE}/events/e1`);
    expect(JSON.parse(jsonLdScript(data))).toEqual(data);
    expect(jsonLdScript(undefined)).toBe('null');
  });
});

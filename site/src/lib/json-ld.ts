/**
 * schema.org structured data (JSON-LD) for search engines and link previews. Pure functions: they run
 * on the server and in the browser alike.
 */
import { BRAND } from '#shared/brand.ts';
import type { Tables } from '#shared/database.types.ts';

type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
const LANGUAGE = 'pt-BR';

export type JsonLdEvent = Pick<
  Tables<'events'>,
  | 'title'
  | 'description'
  | 'start_date'
  | 'end_date'
  | 'is_online'
  | 'location'
  | 'city'
  | 'region'
  | 'country'
  | 'external_link'
>;

export type JsonLdPost = Pick<Tables<'posts'>, 'title' | 'excerpt' | 'published_at' | 'cover_image_url'> &
  Partial<Pick<Tables<'posts'>, 'updated_at' | 'seo_meta_description' | 'seo_og_image'>>;

export type JsonLdJob = Pick<
  Tables<'jobs'>,
  'title' | 'company' | 'location' | 'is_remote' | 'employment_type' | 'description' | 'created_at'
> &
  Partial<Pick<Tables<'jobs'>, 'id'>>;

/** Extra data a page may know besides the row, such as the generated share image. */
export interface JsonLdExtras {
  image?: string;
}

/** The community as an Organization; other documents point to it by its @id. */
export function organizationJsonLd(siteUrl: string): JsonLd {
  const origin = originOf(siteUrl);
  return {
    '@context': CONTEXT,
    ...organization(origin),
    description: `A ${BRAND.tagline}.`,
    sameAs: Object.values(BRAND.social),
  };
}

export function websiteJsonLd(siteUrl: string): JsonLd {
  const origin = originOf(siteUrl);
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: BRAND.name,
    url: `${origin}/`,
    inLanguage: LANGUAGE,
    publisher: { '@id': organizationId(origin) },
  };
}

/**
 * An Event: online events happen at a VirtualLocation (the external link, else the event's page);
 * in-person ones at a Place; an online event that also names a city is Mixed and has both.
 */
export function eventJsonLd(event: JsonLdEvent, url: string, extras: JsonLdExtras = {}): JsonLd {
  const origin = originOf(url);
  const place = physicalPlace(event);
  const virtual = { '@type': 'VirtualLocation', url: httpUrl(event.external_link) ?? url };
  const mixed = event.is_online && hasAddress(event);
  const mode = mixed
    ? 'MixedEventAttendanceMode'
    : event.is_online
      ? 'OnlineEventAttendanceMode'
      : 'OfflineEventAttendanceMode';
  const location = mixed ? [place, virtual] : event.is_online ? virtual : place;
  return compact({
    '@context': CONTEXT,
    '@type': 'Event',
    name: event.title,
    description: text(event.description) ?? event.title,
    startDate: event.start_date,
    endDate: event.end_date,
    eventAttendanceMode: `${CONTEXT}/${mode}`,
    eventStatus: `${CONTEXT}/EventScheduled`,
    location: location ?? undefined,
    url,
    image: extras.image,
    inLanguage: LANGUAGE,
    organizer: organization(origin),
  });
}

export function blogPostingJsonLd(post: JsonLdPost, url: string, extras: JsonLdExtras = {}): JsonLd {
  const origin = originOf(url);
  const published = post.published_at ?? undefined;
  return compact({
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description: text(post.seo_meta_description) ?? text(post.excerpt) ?? undefined,
    datePublished: published,
    dateModified: post.updated_at ?? published,
    image: httpUrl(post.cover_image_url, origin) ?? httpUrl(post.seo_og_image, origin) ?? extras.image,
    url,
    inLanguage: LANGUAGE,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: organization(origin),
    publisher: organization(origin),
  });
}

export type JsonLdLanding = Pick<
  Tables<'landing_pages'>,
  'title' | 'description' | 'meta_title' | 'meta_description' | 'og_image' | 'published_at' | 'updated_at'
>;

/** A landing page as a WebPage of the site, named and described by its SEO fields first. */
export function landingPageJsonLd(landing: JsonLdLanding, url: string, extras: JsonLdExtras = {}): JsonLd {
  const origin = originOf(url);
  const published = landing.published_at ?? undefined;
  return compact({
    '@context': CONTEXT,
    '@type': 'WebPage',
    '@id': url,
    name: text(landing.meta_title) ?? text(landing.title) ?? undefined,
    description: text(landing.meta_description) ?? text(landing.description) ?? undefined,
    url,
    image: httpUrl(landing.og_image, origin) ?? extras.image,
    datePublished: published,
    dateModified: landing.updated_at ?? published,
    inLanguage: LANGUAGE,
    isPartOf: { '@id': `${origin}/#website` },
    publisher: organization(origin),
  });
}

/** Contract kinds of the job board mapped to schema.org's employment types; others are left out. */
const EMPLOYMENT_TYPES: Record<string, string> = {
  clt: 'FULL_TIME',
  pj: 'CONTRACTOR',
  freelance: 'CONTRACTOR',
  estágio: 'INTERN',
  estagio: 'INTERN',
  temporário: 'TEMPORARY',
  temporario: 'TEMPORARY',
};

/**
 * A JobPosting with only what the job board stores. Null when it could not be a valid posting: no
 * title, description or publication date, or neither a place nor remote work.
 */
export function jobPostingJsonLd(job: JsonLdJob, siteUrl: string): JsonLd | null {
  const title = text(job.title);
  const description = text(job.description);
  const location = text(job.location);
  if (!title || !description || !text(job.created_at) || !text(job.company)) return null;
  if (!job.is_remote && !location) return null;
  const origin = originOf(siteUrl);
  return compact({
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title,
    description,
    datePosted: job.created_at,
    url: `${origin}/jobs`,
    hiringOrganization: { '@type': 'Organization', name: job.company.trim() },
    employmentType: EMPLOYMENT_TYPES[(job.employment_type ?? '').trim().toLowerCase()],
    jobLocationType: job.is_remote ? 'TELECOMMUTE' : undefined,
    // A remote job's location field usually just says 'Remoto'; it is not an address.
    jobLocation:
      !job.is_remote && location
        ? { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: location } }
        : undefined,
    identifier: job.id ? { '@type': 'PropertyValue', name: BRAND.name, value: job.id } : undefined,
  });
}

/**
 * JSON for a `<script type="application/ld+json">` element: nothing in the data can end the element
 * or start markup (`<`, `>`, `&` become \u escapes), and U+2028/U+2029 are escaped for old parsers.
 */
export function jsonLdScript(data: unknown): string {
  return (JSON.stringify(data) ?? 'null')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function organizationId(origin: string): string {
  return `${origin}/#organization`;
}

/** Written out in full wherever it is used: readers that do not follow @id still get its name. */
function organization(origin: string): JsonLd {
  return {
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: BRAND.name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
  };
}

function hasAddress(event: JsonLdEvent): boolean {
  return Boolean(text(event.city) || text(event.region) || text(event.country));
}

function physicalPlace(event: JsonLdEvent): JsonLd | null {
  const venue = text(event.location);
  if (!venue && !hasAddress(event)) return null;
  const address = compact({
    '@type': 'PostalAddress',
    addressLocality: text(event.city) ?? undefined,
    addressRegion: text(event.region) ?? undefined,
    addressCountry: text(event.country) ?? undefined,
    // Without a city the venue text is the only address there is.
    streetAddress: !hasAddress(event) ? (venue ?? undefined) : undefined,
  });
  return compact({
    '@type': 'Place',
    name: venue ?? [event.city, event.region, event.country].filter(Boolean).join(', '),
    address,
  });
}

/** The site's origin without a trailing slash (falls back to the text itself when it is not a URL). */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url.replace(/\/+$/, '');
  }
}

/** An absolute http(s) URL (relative paths resolved against `base`), else null. */
function httpUrl(value: string | null | undefined, base?: string): string | null {
  const candidate = text(value);
  if (!candidate) return null;
  try {
    const url = base ? new URL(candidate, `${base}/`) : new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Drops undefined fields, so the JSON holds only what the data says. */
function compact(object: Record<string, unknown>): JsonLd {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}

/** The home's Organization + WebSite, ready for its <script>. */
export function homeJsonLd(siteUrl: string): string {
  return jsonLdScript([organizationJsonLd(siteUrl), websiteJsonLd(siteUrl)]);
}

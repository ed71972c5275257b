/**
 * Course catalog sync: pure mapping and filtering from upstream catalogs to rows of public.courses.
 * Rows carry only catalog data: is_active and level stay the team's decisions (a new row gets the
 * table defaults; a re-sync never re-activates a course an admin switched off).
 */

export type CourseLanguage = 'Portuguese' | 'English' | 'Spanish';

export interface CourseRow {
  title: string;
  description: string | null;
  provider: string;
  category: string;
  language: CourseLanguage | null;
  url: string;
  image_url: string | null;
  source_platform: 'Coursera' | 'Udemy';
}

export interface CourseraCourse {
  id?: string;
  slug?: string;
  name?: string;
  description?: string;
  photoUrl?: string;
  primaryLanguages?: string[];
  partnerIds?: string[];
  workload?: string;
}

/** Words that mark a customer-experience course, matched in name and description. */
const CX_PATTERNS: RegExp[] = [
  /customer experience/i,
  /experi[êe]ncia do cliente/i,
  /customer service/i,
  /customer success/i,
  /atendimento/i,
  /\bCX\b/,
];

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ');
}

export function isCustomerExperienceCourse(course: {
  name?: string;
  title?: string;
  description?: string | null;
}) {
  const text = normalise(`${course.name ?? course.title ?? ''} ${course.description ?? ''}`);
  return CX_PATTERNS.some((pattern) => pattern.test(text));
}

/** Language codes as Coursera writes them (pt, pt-BR, en, es-419 …) to the column's enumeration. */
export function languageFromCodes(codes: readonly string[] | undefined | null): CourseLanguage | null {
  const primary = codes?.[0]?.toLowerCase().split(/[-_]/)[0];
  if (primary === 'pt') return 'Portuguese';
  if (primary === 'en') return 'English';
  if (primary === 'es') return 'Spanish';
  return null;
}

function httpUrlOrNull(value: unknown): string | null {
  if (typeof value !== 'string' || !/^https?:\/\/\S+$/i.test(value)) return null;
  return value;
}

export function mapCourseraCourse(
  course: CourseraCourse,
  category: string,
  partnerNames: ReadonlyMap<string, string> = new Map(),
): CourseRow | null {
  if (!course.slug || !course.name?.trim()) return null;
  const partner = course.partnerIds?.map((id) => partnerNames.get(id)).find(Boolean);
  return {
    title: course.name.trim(),
    description: course.description?.trim() || null,
    provider: partner ?? 'Coursera',
    category,
    language: languageFromCodes(course.primaryLanguages),
    url: `https://www.coursera.org/learn/${encodeURIComponent(course.slug)}`,
    image_url: httpUrlOrNull(course.photoUrl),
    source_platform: 'Coursera',
  };
}

/** Keeps the CX courses, mapped, without repeated URLs, up to `count`. */
export function selectCourseraCourses(
  elements: readonly CourseraCourse[],
  category: string,
  count: number,
  partnerNames?: ReadonlyMap<string, string>,
): CourseRow[] {
  const rows: CourseRow[] = [];
  const seen = new Set<string>();
  for (const element of elements) {
    if (rows.length >= count) break;
    if (!isCustomerExperienceCourse(element)) continue;
    const row = mapCourseraCourse(element, category, partnerNames);
    if (!row || seen.has(row.url)) continue;
    seen.add(row.url);
    rows.push(row);
  }
  return rows;
}

/** One entry of the Udemy feed (UDEMY_COURSES_URL): a JSON array of these. */
export interface UdemyFeedEntry {
  title?: string;
  url?: string;
  image_url?: string;
  description?: string;
  language?: string;
  provider?: string;
}

function languageFromName(value: string | undefined): CourseLanguage | null {
  if (!value) return null;
  const lower = value.toLowerCase();
  if (lower === 'portuguese' || lower.startsWith('pt') || lower === 'português') return 'Portuguese';
  if (lower === 'english' || lower.startsWith('en') || lower === 'inglês') return 'English';
  if (lower === 'spanish' || lower.startsWith('es') || lower === 'espanhol') return 'Spanish';
  return null;
}

export function mapUdemyFeed(payload: unknown, category: string, count: number): CourseRow[] {
  if (!Array.isArray(payload)) throw new Error('the Udemy feed must be a JSON array');
  const rows: CourseRow[] = [];
  const seen = new Set<string>();
  for (const entry of payload as UdemyFeedEntry[]) {
    if (rows.length >= count) break;
    const url = httpUrlOrNull(entry?.url);
    if (!url || !entry.title?.trim() || seen.has(url)) continue;
    seen.add(url);
    rows.push({
      title: entry.title.trim(),
      description: entry.description?.trim() || null,
      provider: entry.provider?.trim() || 'Udemy',
      category,
      language: languageFromName(entry.language),
      url,
      image_url: httpUrlOrNull(entry.image_url),
      source_platform: 'Udemy',
    });
  }
  return rows;
}

/** Comma-separated input → trimmed, non-empty items ('a, b,,c ' → ['a', 'b', 'c']). */
export function splitCommaList(input: string | null | undefined): string[] {
  return (input ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Up to `max` items plus how many are hidden (shown as '+n'). */
export function visibleTopics(
  topics: readonly string[] | null | undefined,
  max = 3,
): { shown: string[]; more: number } {
  const list = topics ?? [];
  return { shown: list.slice(0, max), more: Math.max(0, list.length - max) };
}

/** Empty or blank optional text becomes null, as the forms store it. */
export function emptyToNull(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/** Slugs: lower-case letters, digits and single hyphens (the database enforces the same rule). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** 'Olá, Mundo CX!' → 'ola-mundo-cx'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
}

export function isHttpUrl(value: string | null | undefined): boolean {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

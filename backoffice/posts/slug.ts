import { slugify } from '#shared/text.ts';

/** Generated slugs stay short enough to read in an address. */
export const GENERATED_SLUG_MAX = 80;

/** 'Ação & Reação: o ÚLTIMO guia' → 'acao-reacao-o-ultimo-guia' (accents folded, hyphens, lower-case). */
export function slugFromTitle(title: string): string {
  return slugify(title).slice(0, GENERATED_SLUG_MAX).replace(/-+$/, '');
}

/** The base slug if free, else the first free 'base-2', 'base-3' … among the slugs already taken. */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

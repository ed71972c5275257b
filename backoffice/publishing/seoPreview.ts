/** Search engines show about this many characters of a description. */
export const DESCRIPTION_LIMIT = 160;

/** The countdown under a description: 'Restam 120 caracteres' or 'Passou 5 caracteres do limite'. */
export function descriptionCountdown(
  text: string | null | undefined,
  limit: number = DESCRIPTION_LIMIT,
): { remaining: number; over: boolean; message: string } {
  const remaining = limit - [...(text ?? '')].length;
  if (remaining >= 0) {
    return {
      remaining,
      over: false,
      message: remaining === 1 ? 'Resta 1 caractere' : `Restam ${remaining} caracteres`,
    };
  }
  const excess = -remaining;
  return {
    remaining,
    over: true,
    message: `${excess} ${excess === 1 ? 'caractere' : 'caracteres'} além do limite`,
  };
}

/** Text cut to a length on a word boundary with '…', as result pages cut long titles and snippets. */
export function clipForSnippet(text: string, max: number): string {
  const chars = [...text.trim().replace(/\s+/g, ' ')];
  if (chars.length <= max) return chars.join('');
  const cut = chars.slice(0, max - 1).join('');
  // The cut already ends a word when the next character is a space.
  if (chars[max - 1] === ' ') return `${cut.trimEnd()}…`;
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export interface ShareFields {
  title: string;
  description: string;
  image: string | null;
  /** Address shown under the Google title, e.g. 'elocx.com.br › blog › meu-post'. */
  path: string;
}

/** What the public page's meta tags will say, from the form's values (first non-empty wins). */
export function shareFields(values: {
  title?: string | null;
  description?: (string | null | undefined)[];
  image?: (string | null | undefined)[];
  titles?: (string | null | undefined)[];
  path: string;
}): ShareFields {
  const first = (list: (string | null | undefined)[] | undefined) =>
    (list ?? []).map((item) => item?.trim() ?? '').find((item) => item !== '') ?? '';
  return {
    title: first([...(values.titles ?? []), values.title]),
    description: first(values.description),
    image: first(values.image) || null,
    path: values.path,
  };
}

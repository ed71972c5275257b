/** First letters of the first two words, upper-case ('Maria da Silva' → 'MD'); '' when there is no name. */
export function initials(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toLocaleUpperCase('pt-BR'))
    .join('');
}

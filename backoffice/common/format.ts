const integerFormat = new Intl.NumberFormat('pt-BR');
const averageFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** A count in Brazilian style ('1.234'). */
export const formatCount = (n: number): string => integerFormat.format(n);
/** An average with at most one decimal ('2,5'). */
export const formatAverage = (n: number): string => averageFormat.format(n);

/** 'Página X de Y' (at least one page, even when empty). */
export function pageLabel(page: number, total: number, perPage: number): string {
  const pages = Math.max(1, Math.ceil(total / perPage));
  return `Página ${Math.min(Math.max(page, 1), pages)} de ${pages}`;
}

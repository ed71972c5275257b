/** GoTrue renders timestamps as RFC 3339 in UTC; absent ones are omitted from the JSON. */
export function rfc3339(value: Date | string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/**
 * A value made on first use, then kept: for objects a module would otherwise build as it loads, when
 * building them is costly and not every page that loads the module uses them.
 */
export function lazy<T>(create: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: create() }).value;
}

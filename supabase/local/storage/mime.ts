/**
 * allowed_mime_types matching as the Storage API does it: entries are `type/subtype` or `type/*`, compared
 * after splitting on '/', so parameters are not stripped (`text/plain;charset=UTF-8` only matches `text/*`).
 */
export function isMimeTypeAllowed(mimetype: string, allowed: readonly string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type, subtype] = mimetype.toLowerCase().split('/');
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.toLowerCase().split('/');
    if (allowedType !== type) return false;
    return allowedSubtype === '*' || allowedSubtype === subtype;
  });
}

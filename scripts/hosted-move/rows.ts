/** Row-level rules of the export, kept pure so they can be tested without a database. */

interface MailTokenRow {
  expires_at: string | null;
  used_at: string | null;
}

/** Links already sent keep working; used and expired ones are no use to anyone and stay behind. */
function isLiveMailToken(row: MailTokenRow, now: number): boolean {
  return row.used_at === null && (row.expires_at === null || Date.parse(row.expires_at) > now);
}

/** The rows of one dumped batch that the hosted project needs, as a JSON array, and how many. */
export function keepRows(table: string, rowsJson: string, now = Date.now()): { json: string; count: number } {
  if (table === 'private.mail_tokens') {
    const rows = (JSON.parse(rowsJson) as MailTokenRow[]).filter((row) => isLiveMailToken(row, now));
    return { json: JSON.stringify(rows), count: rows.length };
  }
  // Only the count is needed here: a top-level array of objects, each starting with '{"'.
  return { json: rowsJson, count: countTopLevelObjects(rowsJson) };
}

/** Counts the objects of a JSON array of objects without parsing values (numbers keep their precision). */
function countTopLevelObjects(json: string): number {
  let depth = 0;
  let inString = false;
  let count = 0;
  for (let i = 0; i < json.length; i++) {
    const c = json[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') {
      if (c === '{' && depth === 1) count++;
      depth++;
    } else if (c === '}' || c === ']') depth--;
  }
  return count;
}

/** Points links to stored files at the hosted project's Storage; returns how many were changed. */
export function rewriteLinks(
  json: string,
  sourceApiUrl: string,
  hostedUrl: string,
): { json: string; count: number } {
  const from = `${sourceApiUrl}/storage/v1/`;
  const parts = json.split(from);
  return { json: parts.join(`${hostedUrl}/storage/v1/`), count: parts.length - 1 };
}

/** The origins of every Storage link in the rows (to warn about links the rewrite did not reach). */
export function storageLinkOrigins(json: string): Set<string> {
  const origins = new Set<string>();
  for (const match of json.matchAll(/(https?:\/\/[^/"\s\\]+)\/storage\/v1\/object\//g))
    origins.add(match[1]!);
  return origins;
}

/** CORS headers for browser callers (the hosted runtime does not add them for us). */
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-retry-count',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
};

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/**
 * Error bodies carry the pt-BR text for the UI (as `error` and `message`, whichever the caller reads)
 * and a stable `code` for programs.
 */
export function errorResponse(
  status: number,
  code: string,
  error: string,
  extra: Record<string, unknown> = {},
) {
  return jsonResponse({ error, message: error, code, ...extra }, status);
}

export function preflightResponse(): Response {
  return new Response('ok', { headers: corsHeaders });
}

/** Reads a JSON object body; an empty or malformed body gives {}. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

// Calls to the project's database functions through PostgREST, as the caller (their token) or as the
// service role; the database decides who may do what.

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface RestCaller {
  /** 'Bearer …' of the caller, or of the service role. */
  authorization: string;
}

export function supabaseEnv(): { url: string; anonKey: string; serviceRoleKey: string } {
  return {
    url: (Deno.env.get('SUPABASE_URL') ?? '').replace(/\/$/, ''),
    anonKey: Deno.env.get('SUPABASE_ANON_KEY') ?? '',
    serviceRoleKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
  };
}

export const asServiceRole = (): RestCaller => ({
  authorization: `Bearer ${supabaseEnv().serviceRoleKey}`,
});

/** POST /rest/v1/rpc/<name>; PostgREST's error ({ code, message }) becomes a RestError. */
export async function rpc<T>(caller: RestCaller, name: string, args: Record<string, unknown>): Promise<T> {
  const env = supabaseEnv();
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    apikey: env.anonKey,
    Authorization: caller.authorization,
  };
  const response = await fetch(`${env.url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(args),
  });
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) {
    const error = (body ?? {}) as { code?: string; message?: string };
    throw new RestError(
      response.status,
      error.code ?? 'rest_error',
      error.message ?? `HTTP ${response.status}`,
    );
  }
  return body as T;
}

/** The visitor's address: the first X-Forwarded-For entry the platform's edge set on the request. */
export function clientAddress(request: Request): string | undefined {
  const first = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return first || request.headers.get('x-real-ip') || undefined;
}

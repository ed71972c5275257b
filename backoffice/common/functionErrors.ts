import { FunctionsFetchError, FunctionsHttpError } from '@supabase/functions-js';
import { NETWORK_ERROR } from '#shared/authMessages.ts';

/**
 * The pt-BR sentence of a failed edge function call: the project's functions answer `{ code, error }`
 * with the text for people, which is kept; a response without it or a network failure gets a generic one.
 */
export async function functionErrorMessage(error: unknown, fallback: string): Promise<string> {
  if (error instanceof FunctionsHttpError) {
    const context = error.context as Response | undefined;
    try {
      const body = (await context?.clone().json()) as { error?: unknown } | undefined;
      if (typeof body?.error === 'string' && body.error) return body.error;
    } catch {
      // Not JSON (the gateway's own answer): the fallback says it.
    }
    return fallback;
  }
  if (error instanceof FunctionsFetchError) return NETWORK_ERROR;
  return fallback;
}

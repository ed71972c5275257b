/**
 * Which data errors end the admin session. Only a missing, invalid or expired session does; a plain
 * 403 (row-level security or privilege refusal) is an answer about one request, so the admin stays
 * signed in and sees the message.
 */
export interface DataErrorLike {
  status?: number;
  name?: string;
  message?: string;
  body?: { code?: string; message?: string } | null;
}

const SESSION_PROBLEM = /jwt|token|session|not authenticated|unauthori[sz]ed/i;

export type AuthErrorVerdict = 'logout' | 'refused' | 'ignore';

export function classifyDataError(error: unknown): AuthErrorVerdict {
  if (!error || typeof error !== 'object') return 'ignore';
  const { status, name, message, body } = error as DataErrorLike;
  if (status === 401) return 'logout';
  if (name === 'AuthSessionMissingError') return 'logout';
  const code = body?.code ?? '';
  // PostgREST answers JWT problems with PGRST30x codes (401 normally, but be safe with any status).
  if (/^PGRST30\d$/.test(code)) return 'logout';
  if (status === 403) {
    return SESSION_PROBLEM.test(message ?? '') && code !== '42501' ? 'logout' : 'refused';
  }
  return 'ignore';
}

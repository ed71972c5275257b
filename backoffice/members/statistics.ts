import { formatCount } from '../common/format.ts';

/** The member statistics row, read defensively (numbers may arrive as strings from bigint/numeric). */
export interface MemberStatistics {
  totalMembers: number;
  activeThisMonth: number;
  averageLogins: number;
  topProviders: Array<{ provider: string; count: number }>;
  currentlyLoggedIn: number;
  currentlyLoggedOut: number;
}

const num = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/** First row of get_member_statistics, or null when there is none. */
export function toMemberStatistics(rows: unknown): MemberStatistics | null {
  const row = Array.isArray(rows) ? rows[0] : rows;
  if (!row || typeof row !== 'object') return null;
  const r = row as Record<string, unknown>;
  const providers = Array.isArray(r.top_providers) ? r.top_providers : [];
  return {
    totalMembers: num(r.total_members),
    activeThisMonth: num(r.active_this_month),
    averageLogins: num(r.average_logins),
    topProviders: providers
      .filter((p): p is Record<string, unknown> => !!p && typeof p === 'object')
      .map((p) => ({ provider: String(p.provider ?? ''), count: num(p.count) })),
    currentlyLoggedIn: num(r.currently_logged_in),
    currentlyLoggedOut: num(r.currently_logged_out),
  };
}

const PROVIDER_LABELS: Record<string, string> = {
  linkedin_oidc: 'LinkedIn',
  linkedin: 'LinkedIn',
  email: 'E-mail',
  google: 'Google',
};

/** A sign-in provider as people call it ('linkedin_oidc' → 'LinkedIn'); unknown ids as they are. */
export const providerLabel = (provider: string | null | undefined): string =>
  provider ? (PROVIDER_LABELS[provider] ?? provider) : '—';

/** 'LinkedIn: 22 membros', 'E-mail: 1 membro'. */
export const providerCountLabel = ({ provider, count }: { provider: string; count: number }): string =>
  `${providerLabel(provider)}: ${formatCount(count)} ${count === 1 ? 'membro' : 'membros'}`;

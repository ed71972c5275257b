import type { Json } from '#shared/database.types.ts';

/** One week of the dashboard trends (week_start: that Monday, 'YYYY-MM-DD'). */
export interface TrendWeek {
  weekStart: string;
  newMembers: number;
  logins: number;
  newsletterConfirmed: number;
}

export interface DashboardTrends {
  weeks: TrendWeek[];
  activeThisMonth: number;
  upcomingEvents: number;
  draftsWaiting: number;
}

const num = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0) || 0);

/** The get_dashboard_trends answer, read defensively (JSON from the database). */
export function toDashboardTrends(data: Json): DashboardTrends {
  const raw = (data ?? {}) as Record<string, unknown>;
  const weeks = Array.isArray(raw.weeks) ? (raw.weeks as Array<Record<string, unknown>>) : [];
  return {
    weeks: weeks.map((w) => ({
      weekStart: String(w.week_start ?? ''),
      newMembers: num(w.new_members),
      logins: num(w.logins),
      newsletterConfirmed: num(w.newsletter_confirmed),
    })),
    activeThisMonth: num(raw.active_this_month),
    upcomingEvents: num(raw.upcoming_events),
    draftsWaiting: num(raw.drafts_waiting),
  };
}

/** 'YYYY-MM-DD' → 'dd/MM' (the axis labels), without going through a time zone. */
export function dayMonth(isoDate: string): string {
  const [, month, day] = isoDate.split('-');
  return month && day ? `${day}/${month}` : isoDate;
}

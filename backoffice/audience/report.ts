import type { Json } from '#shared/database.types.ts';
import { formatCount } from '../common/format.ts';
import { dayMonth } from '../dashboard/trends.ts';

/** The periods the audience report answers for (the RPC refuses any other). */
export const AUDIENCE_PERIODS = [
  { days: 7, label: 'Últimos 7 dias' },
  { days: 30, label: 'Últimos 30 dias' },
  { days: 90, label: 'Últimos 90 dias' },
] as const;

export type AudienceDays = (typeof AUDIENCE_PERIODS)[number]['days'];

export const isAudienceDays = (value: unknown): value is AudienceDays =>
  AUDIENCE_PERIODS.some((period) => period.days === Number(value));

export interface AudienceTotals {
  visitors: number;
  pageviews: number;
}

export interface AudienceDay extends AudienceTotals {
  day: string;
}

export interface AudiencePage extends AudienceTotals {
  path: string;
}

export interface AudienceReferrer extends AudienceTotals {
  /** null: typed in, a bookmark, or an app that sends no referrer. */
  host: string | null;
}

export interface AudienceCampaign extends AudienceTotals {
  source: string | null;
  medium: string | null;
  campaign: string | null;
}

export interface AudienceDevice {
  device: string;
  pageviews: number;
}

export interface AudienceReport {
  days: number;
  from: string;
  to: string;
  totals: AudienceTotals;
  previous: AudienceTotals;
  series: AudienceDay[];
  topPages: AudiencePage[];
  topReferrers: AudienceReferrer[];
  topCampaigns: AudienceCampaign[];
  devices: AudienceDevice[];
}

// bigint counts may arrive as strings; anything unreadable counts as 0.
const num = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;
const objects = (value: unknown): Array<Record<string, unknown>> =>
  Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object')
    : [];
const totals = (value: unknown): AudienceTotals => {
  const raw = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return { visitors: num(raw.visitors), pageviews: num(raw.pageviews) };
};

/** The audience_report answer, read defensively (JSON from the database). */
export function toAudienceReport(data: Json | unknown): AudienceReport {
  const raw = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  return {
    days: num(raw.days),
    from: String(raw.from ?? ''),
    to: String(raw.to ?? ''),
    totals: totals(raw.totals),
    previous: totals(raw.previous),
    series: objects(raw.series).map((d) => ({ day: String(d.day ?? ''), ...totals(d) })),
    topPages: objects(raw.top_pages).map((p) => ({ path: String(p.path ?? ''), ...totals(p) })),
    topReferrers: objects(raw.top_referrers).map((r) => ({ host: text(r.host), ...totals(r) })),
    topCampaigns: objects(raw.top_campaigns).map((c) => ({
      source: text(c.source),
      medium: text(c.medium),
      campaign: text(c.campaign),
      ...totals(c),
    })),
    devices: objects(raw.devices).map((d) => ({
      device: String(d.device ?? ''),
      pageviews: num(d.pageviews),
    })),
  };
}

/** True when the period had no view at all (the screen then says so instead of drawing zeros). */
export const isEmptyReport = (report: AudienceReport): boolean => report.totals.pageviews === 0;

export type ChangeDirection = 'up' | 'down' | 'same' | 'new';

export interface PeriodChange {
  direction: ChangeDirection;
  /** What the card says: '+25% em relação aos 7 dias anteriores', 'Sem visitas nos 7 dias anteriores'. */
  label: string;
}

const percentFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** How a total compares with the same number of days just before. */
export function periodChange(current: number, previous: number, days: number): PeriodChange {
  const before = `${days} dias anteriores`;
  if (previous === 0) {
    return current === 0
      ? { direction: 'same', label: `Igual aos ${before}` }
      : { direction: 'new', label: `Sem visitas nos ${before}` };
  }
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { direction: 'same', label: `Igual aos ${before}` };
  const sign = percent > 0 ? '+' : '−';
  return {
    direction: percent > 0 ? 'up' : 'down',
    label: `${sign}${percentFormat.format(Math.abs(percent))}% em relação aos ${before}`,
  };
}

/** A referrer as the team reads it: 'Direto' for visits without one, 'www.' dropped. */
export const referrerLabel = (host: string | null): string => (host ? host.replace(/^www\./i, '') : 'Direto');

/** 'linkedin / social / lancamento', with '—' for a missing part. */
export const campaignLabel = (campaign: Pick<AudienceCampaign, 'source' | 'medium' | 'campaign'>): string =>
  [campaign.source, campaign.medium, campaign.campaign].map((part) => part ?? '—').join(' / ');

const DEVICE_LABELS: Record<string, string> = {
  mobile: 'Celular',
  tablet: 'Tablet',
  desktop: 'Computador',
};

export const deviceLabel = (device: string): string => DEVICE_LABELS[device] ?? device;

/** Each device's share of the page views, in whole percent ('62%'). */
export function deviceShares(devices: AudienceDevice[]): Array<AudienceDevice & { share: string }> {
  const total = devices.reduce((sum, device) => sum + device.pageviews, 0);
  return devices.map((device) => ({
    ...device,
    share: `${percentFormat.format(total === 0 ? 0 : Math.round((device.pageviews / total) * 100))}%`,
  }));
}

/** '28/10 a 26/11' for the report's period heading ('YYYY-MM-DD' in, no time zone involved). */
export const periodRange = (report: Pick<AudienceReport, 'from' | 'to'>): string =>
  report.from && report.to ? `${dayMonth(report.from)} a ${dayMonth(report.to)}` : '';

/** '1.234 visitantes' / '1 visitante'. */
export const countLabel = (n: number, one: string, many: string): string =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

/** The 'Audiência' view's address in the back-office (its route is 'audiencia' under /admin). */
export const AUDIENCE_ROUTE = 'audiencia';
export const AUDIENCE_PATH = `/admin/${AUDIENCE_ROUTE}`;

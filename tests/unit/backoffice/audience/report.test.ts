import { describe, expect, it } from 'vitest';
import {
  campaignLabel,
  countLabel,
  deviceLabel,
  deviceShares,
  isAudienceDays,
  isEmptyReport,
  periodChange,
  periodRange,
  referrerLabel,
  toAudienceReport,
} from '#backoffice/audience/report.ts';

const ANSWER = {
  days: 7,
  from: '2026-11-20',
  to: '2026-11-26',
  totals: { visitors: 123, pageviews: '456' },
  previous: { visitors: 100, pageviews: 400 },
  series: [
    { day: '2026-11-20', visitors: 3, pageviews: 9 },
    { day: '2026-11-21', visitors: 0, pageviews: 0 },
  ],
  top_pages: [{ path: '/blog/x', pageviews: 40, visitors: 30 }],
  top_referrers: [
    { host: 'linkedin.com', pageviews: 20, visitors: 15 },
    { host: null, pageviews: 10, visitors: 9 },
  ],
  top_campaigns: [{ source: 'linkedin', medium: null, campaign: 'lancamento', pageviews: 5, visitors: 4 }],
  devices: [
    { device: 'mobile', pageviews: 30 },
    { device: 'desktop', pageviews: 10 },
  ],
};

describe('toAudienceReport', () => {
  it('reads the RPC answer, bigint strings included, into the screen’s shape', () => {
    const report = toAudienceReport(ANSWER);
    expect(report.totals).toEqual({ visitors: 123, pageviews: 456 });
    expect(report.previous).toEqual({ visitors: 100, pageviews: 400 });
    expect(report.series).toEqual([
      { day: '2026-11-20', visitors: 3, pageviews: 9 },
      { day: '2026-11-21', visitors: 0, pageviews: 0 },
    ]);
    expect(report.topPages).toEqual([{ path: '/blog/x', pageviews: 40, visitors: 30 }]);
    expect(report.topReferrers[1]).toEqual({ host: null, pageviews: 10, visitors: 9 });
    expect(report.topCampaigns[0]).toEqual({
      source: 'linkedin',
      medium: null,
      campaign: 'lancamento',
      pageviews: 5,
      visitors: 4,
    });
    expect(report.devices).toEqual([
      { device: 'mobile', pageviews: 30 },
      { device: 'desktop', pageviews: 10 },
    ]);
    expect(isEmptyReport(report)).toBe(false);
  });

  it('reads nothing or garbage as an empty report instead of throwing', () => {
    for (const answer of [
      null,
      'oops',
      {},
      { totals: { visitors: 'x' }, series: 'no', top_pages: [null, 3] },
    ]) {
      const report = toAudienceReport(answer);
      expect(report.totals).toEqual({ visitors: 0, pageviews: 0 });
      expect(report.series).toEqual([]);
      expect(report.topPages).toEqual([]);
      expect(isEmptyReport(report)).toBe(true);
    }
  });
});

describe('periodChange', () => {
  it('says the rise or fall in whole percent against the same number of days before', () => {
    expect(periodChange(125, 100, 7)).toEqual({
      direction: 'up',
      label: '+25% em relação aos 7 dias anteriores',
    });
    expect(periodChange(50, 200, 30)).toEqual({
      direction: 'down',
      label: '−75% em relação aos 30 dias anteriores',
    });
    expect(periodChange(1001, 1000, 90)).toEqual({
      direction: 'same',
      label: 'Igual aos 90 dias anteriores',
    });
    expect(periodChange(2300, 100, 7).label).toBe('+2.200% em relação aos 7 dias anteriores');
  });

  it('has no percentage when the days before had no visit', () => {
    expect(periodChange(5, 0, 7)).toEqual({ direction: 'new', label: 'Sem visitas nos 7 dias anteriores' });
    expect(periodChange(0, 0, 7)).toEqual({ direction: 'same', label: 'Igual aos 7 dias anteriores' });
  });
});

describe('labels', () => {
  it('names a missing referrer Direto and drops www.', () => {
    expect(referrerLabel(null)).toBe('Direto');
    expect(referrerLabel('www.linkedin.com')).toBe('linkedin.com');
    expect(referrerLabel('t.co')).toBe('t.co');
  });

  it('writes a campaign as source / medium / name with a dash for a missing part', () => {
    expect(campaignLabel({ source: 'linkedin', medium: null, campaign: 'lancamento' })).toBe(
      'linkedin / — / lancamento',
    );
  });

  it('names devices in Portuguese and gives each its share of the views', () => {
    expect(deviceLabel('mobile')).toBe('Celular');
    expect(deviceLabel('desktop')).toBe('Computador');
    expect(deviceLabel('tablet')).toBe('Tablet');
    expect(
      deviceShares([
        { device: 'mobile', pageviews: 2 },
        { device: 'desktop', pageviews: 1 },
      ]).map((d) => d.share),
    ).toEqual(['67%', '33%']);
    expect(deviceShares([{ device: 'mobile', pageviews: 0 }])[0]!.share).toBe('0%');
  });

  it('accepts only the periods the report answers for', () => {
    expect([7, 30, 90, '30'].every(isAudienceDays)).toBe(true);
    expect([0, 14, 365, 'x', null].some(isAudienceDays)).toBe(false);
  });

  it('formats the period and counts the pt-BR way', () => {
    expect(periodRange({ from: '2026-10-28', to: '2026-11-26' })).toBe('28/10 a 26/11');
    expect(countLabel(1, 'visitante', 'visitantes')).toBe('1 visitante');
    expect(countLabel(1234, 'visitante', 'visitantes')).toBe('1.234 visitantes');
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AudiencePage } from '#backoffice/audience/AudiencePage.tsx';
import { fetchAudienceReport, fetchPageTitles } from '#backoffice/audience/audienceApi.ts';
import { toAudienceReport, type AudienceDays } from '#backoffice/audience/report.ts';

// The screen's data source, faked: no stack in unit tests.
vi.mock('#backoffice/audience/audienceApi.ts', () => ({
  fetchAudienceReport: vi.fn(),
  fetchPageTitles: vi.fn(),
  fetchPathViews: vi.fn(),
}));

const EVENT_ID = '0b6f3c1e-8a7d-4d2b-9c51-3f0e2a9b7c11';

function reportFor(days: AudienceDays, views = true) {
  const series = Array.from({ length: days }, (_, i) => ({
    day: new Date(Date.UTC(2026, 10, 26 - days + 1 + i)).toISOString().slice(0, 10),
    visitors: views ? i % 3 : 0,
    pageviews: views ? i % 5 : 0,
  }));
  return toAudienceReport({
    days,
    from: '2026-11-20',
    to: '2026-11-26',
    totals: views ? { visitors: 120, pageviews: 300 } : { visitors: 0, pageviews: 0 },
    previous: { visitors: 100, pageviews: 400 },
    series,
    top_pages: views
      ? [
          { path: '/blog/jornada', pageviews: 40, visitors: 30 },
          { path: `/events/${EVENT_ID}`, pageviews: 12, visitors: 10 },
          { path: '/', pageviews: 8, visitors: 8 },
        ]
      : [],
    top_referrers: views ? [{ host: null, pageviews: 20, visitors: 15 }] : [],
    top_campaigns: [],
    devices: views ? [{ device: 'mobile', pageviews: 30 }] : [],
  });
}

class FixedResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const contentRect = { width: 800, height: 240, top: 0, left: 0 } as DOMRectReadOnly;
    this.callback([{ target, contentRect } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

const renderPage = () =>
  render(
    <AdminContext>
      <AudiencePage />
    </AdminContext>,
  );

// Rendering the whole screen in jsdom is slow on a shared machine: the unit project's budget applies
// (vitest.config.ts); a tighter one here timed out the first render at load 22 on two cores.
describe('AudiencePage', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', FixedResizeObserver);
    vi.mocked(fetchPageTitles).mockResolvedValue(
      new Map([
        ['/blog/jornada', 'Jornada do cliente'],
        [`/events/${EVENT_ID}`, 'CX Summit'],
      ]),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.mocked(fetchAudienceReport).mockReset();
    window.history.replaceState(null, '', '/');
    window.location.hash = '';
  });

  it('shows the last 30 days by default: totals with their change, the trend, named top pages', async () => {
    vi.mocked(fetchAudienceReport).mockImplementation(async (days) => reportFor(days));
    renderPage();
    expect(screen.getByLabelText('Carregando audiência')).toBeTruthy();
    const visitors = await screen.findByTestId('audience-visitors');
    expect(fetchAudienceReport).toHaveBeenCalledWith(30);
    expect(visitors.textContent).toContain('120');
    expect(visitors.textContent).toContain('+20% em relação aos 30 dias anteriores');
    expect(screen.getByTestId('audience-pageviews').textContent).toContain(
      '−25% em relação aos 30 dias anteriores',
    );
    expect(screen.getByRole('button', { name: 'Últimos 30 dias' }).getAttribute('aria-pressed')).toBe('true');
    // The chart's numbers as a table: one row per day (and the header).
    const trend = screen.getByRole('table', { name: 'Visitantes e visualizações por dia' });
    expect(within(trend).getAllByRole('row')).toHaveLength(31);

    const pages = screen.getByTestId('audience-top-pages');
    const post = await within(pages).findByRole('link', { name: /Jornada do cliente/ });
    expect(post.getAttribute('href')).toBe('/blog/jornada');
    expect(post.getAttribute('target')).toBe('_blank');
    expect(post.getAttribute('title')).toBe('Jornada do cliente (/blog/jornada)');
    expect(within(pages).getByRole('link', { name: /CX Summit/ })).toBeTruthy();
    // A page that is not content keeps its path as its name.
    expect(within(pages).getByRole('link', { name: /^\/ / }).getAttribute('href')).toBe('/');
    expect(fetchPageTitles).toHaveBeenCalledWith(['/blog/jornada', `/events/${EVENT_ID}`, '/']);
    expect(within(screen.getByTestId('audience-referrers')).getByText('Direto')).toBeTruthy();
    expect(within(screen.getByTestId('audience-devices')).getByText('Celular')).toBeTruthy();
    expect(
      within(screen.getByTestId('audience-campaigns')).getByText(/Nenhuma visita com parâmetros UTM/),
    ).toBeTruthy();
  });

  it('switches to 7 days and keeps the choice in the address', async () => {
    vi.mocked(fetchAudienceReport).mockImplementation(async (days) => reportFor(days));
    renderPage();
    await screen.findByTestId('audience-visitors');
    fireEvent.click(screen.getByRole('button', { name: 'Últimos 7 dias' }));
    await waitFor(() => expect(fetchAudienceReport).toHaveBeenCalledWith(7));
    await waitFor(() =>
      expect(screen.getByTestId('audience-visitors').textContent).toContain('7 dias anteriores'),
    );
    expect(screen.getByRole('button', { name: 'Últimos 7 dias' }).getAttribute('aria-pressed')).toBe('true');
    // The admin's router (a hash router outside the app) carries it after the '#'.
    expect(window.location.hash).toContain('?dias=7');
  });

  it('says when the period has no visit, instead of drawing zeros', async () => {
    vi.mocked(fetchAudienceReport).mockImplementation(async (days) => reportFor(days, false));
    renderPage();
    expect(await screen.findByText('Ainda não há visitas neste período.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Visitantes e visualizações por dia' })).toBeNull();
    expect(screen.getByTestId('audience-visitors').textContent).toContain('0');
  });

  it('says when the report cannot be read, and tries again on request', async () => {
    vi.mocked(fetchAudienceReport).mockRejectedValue(new Error('permission denied'));
    renderPage();
    expect(await screen.findByText(/Não foi possível carregar a audiência/)).toBeTruthy();
    vi.mocked(fetchAudienceReport).mockImplementation(async (days) => reportFor(days));
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('audience-visitors')).toBeTruthy();
  });
});

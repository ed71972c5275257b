// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DataRouter } from './data-router.tsx';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventRow } from '#site/src/data/types.ts';
import { Avatar } from '#site/src/ui/Avatar.tsx';
import { EventCard } from '#site/src/ui/EventCard.tsx';
import { UpcomingEventsSection } from '#site/src/ui/home/home-content-sections.tsx';

afterEach(cleanup);

const event: EventRow = {
  id: 'e1',
  title: 'CX Summit Nordeste',
  description: 'Dois dias de palestras.',
  start_date: '2026-12-03T12:00:00',
  end_date: '2026-12-04T21:00:00',
  is_online: false,
  location: 'Centro de Convenções',
  city: 'Recife',
  region: 'PE',
  country: 'Brasil',
  topics: ['Liderança', 'Cultura', 'Atendimento', 'Omnicanal', 'IA'],
  external_link: 'https://www.sympla.com.br/evento/cx-summit-nordeste',
  is_active: true,
  capacity: null,
  cover_image_url: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('EventCard', () => {
  it('shows the badge, dd/MM/yyyy dates, three topics and +n', () => {
    render(<EventCard event={event} />, { wrapper: DataRouter });
    expect(screen.getByText('Presencial')).toBeTruthy();
    expect(screen.getByText('03/12/2026')).toBeTruthy();
    expect(screen.getByText('04/12/2026')).toBeTruthy();
    expect(screen.getByText('Liderança')).toBeTruthy();
    expect(screen.getByText('Atendimento')).toBeTruthy();
    expect(screen.queryByText('Omnicanal')).toBeNull();
    expect(screen.getByText('+2')).toBeTruthy();
  });

  it("says 'Online' for online events and offers the calendar options", () => {
    render(<EventCard event={{ ...event, is_online: true, topics: ['NPS'] }} />, { wrapper: DataRouter });
    expect(screen.getByText('Online')).toBeTruthy();
    expect(screen.queryByText(/^\+/)).toBeNull();
    const ics = screen.getByText('Baixar arquivo .ics').closest('a')!;
    expect(ics.getAttribute('download')).toBe('cx-summit-nordeste.ics');
    // The file is served by the site, not carried in the page (tests/unit/site/event-calendar.test.ts).
    expect(ics.getAttribute('href')).toBe('/events/e1/calendario.ics');
    expect(screen.getByText('Google Agenda').closest('a')!.getAttribute('href')).toContain(
      'calendar.google.com',
    );
  });
});

describe('EventCard cover', () => {
  it('leads with the event cover in the share-image shape when there is one, and with none otherwise', () => {
    const { container } = render(
      <EventCard event={{ ...event, cover_image_url: 'https://cdn.example/capa.jpg' }} />,
      { wrapper: DataRouter },
    );
    const cover = container.querySelector('img.event-card__cover')!;
    expect(cover.getAttribute('src')).toBe('https://cdn.example/capa.jpg');
    expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['1200', '630']);
    // Decorative: the title says what the event is.
    expect(cover.getAttribute('alt')).toBe('');
    cleanup();
    const without = render(<EventCard event={event} />, { wrapper: DataRouter });
    expect(without.container.querySelector('img')).toBeNull();
  });
});

describe("the home's upcoming events", () => {
  it('show each event with its cover', () => {
    const { container } = render(
      <UpcomingEventsSection
        events={{
          data: [{ ...event, cover_image_url: 'https://cdn.example/capa.jpg', confirmed: null }],
          failed: false,
        }}
      />,
      { wrapper: DataRouter },
    );
    expect(container.querySelector('img.event-card__cover')!.getAttribute('src')).toBe(
      'https://cdn.example/capa.jpg',
    );
  });
});

describe('Avatar', () => {
  it('shows the picture with the name as its text alternative', () => {
    render(<Avatar name="Mariana Costa" src="https://p/m.jpg" />);
    const image = screen.getByRole('img', { name: 'Mariana Costa' });
    expect(image.tagName).toBe('IMG');
    expect(image.getAttribute('width')).toBe('48');
  });

  it('falls back to the initials when there is no picture or it fails', () => {
    const { rerender } = render(<Avatar name="Mariana da Costa" />);
    expect(screen.getByRole('img', { name: 'Mariana da Costa' }).textContent).toBe('MD');
    rerender(<Avatar name="Rafael Souza" src="https://p/broken.jpg" />);
    fireEvent.error(screen.getByRole('img', { name: 'Rafael Souza' }));
    expect(screen.getByRole('img', { name: 'Rafael Souza' }).textContent).toBe('RS');
  });
});

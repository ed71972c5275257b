// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { DataRouter } from './data-router.tsx';
import { afterEach, expect, it } from 'vitest';
import type { EventRow } from '#site/src/data/types.ts';
import { EventCard } from '#site/src/ui/EventCard.tsx';

afterEach(cleanup);

const event = {
  id: 'e1',
  title: 'CX Summit Nordeste',
  description: null,
  start_date: '2026-12-03T12:00:00',
  end_date: '2026-12-04T21:00:00',
  is_online: true,
  capacity: null,
  cover_image_url: null,
  location: null,
  city: null,
  region: null,
  country: null,
  topics: [],
  external_link: null,
  is_active: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
} as EventRow;

it('titles the card at the level the page asks (h2 under /events, h3 in a home section)', () => {
  render(<EventCard event={event} headingLevel={2} />, { wrapper: DataRouter });
  expect(screen.getByRole('heading', { level: 2, name: 'CX Summit Nordeste' })).toBeTruthy();
  cleanup();
  render(<EventCard event={event} />, { wrapper: DataRouter });
  expect(screen.getByRole('heading', { level: 3, name: 'CX Summit Nordeste' })).toBeTruthy();
});

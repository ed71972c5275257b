// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '#site/src/ui/Footer.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Footer', () => {
  it("shows the server's year, not the browser clock's", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 0, 1, 0, 0, 5));
    const Stub = createRoutesStub([
      { id: 'root', path: '/', Component: Footer, loader: () => ({ year: 2026 }) },
    ]);
    render(<Stub />);
    expect(await screen.findByText(/© 2026/)).toBeTruthy();
  });

  it("without the server's year, shows Brasília's year, not the browser zone's", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 00:30 on New Year's Day in UTC is still 31 December in Brasília.
    vi.setSystemTime(new Date('2027-01-01T00:30:00Z'));
    const Stub = createRoutesStub([{ id: 'root', path: '/', Component: Footer }]);
    render(<Stub />);
    expect(await screen.findByText(/© 2026/)).toBeTruthy();
  });
});

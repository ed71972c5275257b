// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AudienceBeacon } from '#site/src/lib/audience-beacon.tsx';

/**
 * The page's beacon: the server counts the first page of a visit as it serves it, so the beacon is sent
 * for navigations inside the hydrated site only, once each (React's development double effects
 * included), and not when only the query or the #anchor changes.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(initial: string) {
  const sendBeacon = vi.fn(() => true);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon });
  const page = { element: <AudienceBeacon /> };
  const router = createMemoryRouter(
    [
      { path: '/', ...page },
      { path: '/blog', ...page },
      { path: '/blog/:slug', ...page },
    ],
    { initialEntries: [initial] },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return { router, sendBeacon };
}

describe('AudienceBeacon', () => {
  it('sends nothing for the page the server served', () => {
    const { sendBeacon } = setup('/blog?utm_source=linkedin');
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('sends one beacon per client-side navigation to another path, with its query', async () => {
    const { router, sendBeacon } = setup('/');
    await act(() => router.navigate('/blog/jornada?utm_campaign=lancamento'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon).toHaveBeenLastCalledWith(
      '/_audiencia',
      '{"path":"/blog/jornada?utm_campaign=lancamento"}',
    );
    await act(() => router.navigate('/blog/jornada?pagina=2'));
    await act(() => router.navigate('/blog/jornada#comentarios'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/blog'));
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect(sendBeacon).toHaveBeenLastCalledWith('/_audiencia', '{"path":"/blog"}');
    await act(() => router.navigate(-1));
    expect(sendBeacon).toHaveBeenCalledTimes(3);
  });
});

// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '#backoffice/common/lazyScreen.ts';

function deferredModule() {
  let resolve!: (module: { First: () => React.JSX.Element; Second: () => React.JSX.Element }) => void;
  const promise = new Promise<Parameters<typeof resolve>[0]>((r) => (resolve = r));
  const load = vi.fn(() => promise);
  const module = { First: () => <p>primeira tela</p>, Second: () => <p>segunda tela</p> };
  return { load, resolve: () => resolve(module) };
}

describe('lazyScreen', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("loads a resource's chunk once, then shows its other screens without waiting, and follows React's rules", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, resolve } = deferredModule();
    const First = lazyScreen(load, 'First');
    const Second = lazyScreen(load, 'Second');

    // Rendered inside an awaited act: React 19 retries a suspended render only then.
    await act(async () => {
      render(
        <Suspense fallback={<p>carregando</p>}>
          <First />
        </Suspense>,
      );
    });
    expect(screen.getByText('carregando')).toBeTruthy();
    await act(async () => resolve());
    expect(await screen.findByText('primeira tela')).toBeTruthy();
    cleanup();

    // The chunk is in: the other screen renders in the same pass, never showing the fallback.
    const { container } = render(
      <Suspense fallback={<p>carregando</p>}>
        <Second />
      </Suspense>,
    );
    expect(container.textContent).toBe('segunda tela');
    expect(load).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/use\(\)/);
  });
});

// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHydrated } from '#site/src/lib/useHydrated.ts';

/** Shows the hook's value and records the value of each of its renders. */
function Probe({ onRender }: { onRender: (hydrated: boolean) => void }) {
  const hydrated = useHydrated();
  onRender(hydrated);
  return <span>{hydrated ? 'sim' : 'não'}</span>;
}

const containers: HTMLElement[] = [];
const container = (html = '') => {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  containers.push(element);
  return element;
};
afterEach(() => {
  for (const element of containers.splice(0)) element.remove();
});

describe('useHydrated', () => {
  it('is false in the server HTML and while hydrating, true after, with no mismatch', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const html = renderToString(<Probe onRender={() => undefined} />);
    expect(html).toContain('não');

    const renders: boolean[] = [];
    const onRecoverableError = vi.fn();
    const element = container(html);
    await act(async () => {
      hydrateRoot(element, <Probe onRender={(value) => renders.push(value)} />, { onRecoverableError });
    });
    expect(element.textContent).toBe('sim');
    expect(renders[0]).toBe(false);
    expect(onRecoverableError).not.toHaveBeenCalled();

    // Mounted after the page has hydrated (a client navigation): true from its first render.
    const later: boolean[] = [];
    const laterElement = container();
    const root = createRoot(laterElement);
    await act(async () => root.render(<Probe onRender={(value) => later.push(value)} />));
    expect(later).toEqual([true]);
    expect(laterElement.textContent).toBe('sim');
    root.unmount();
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useToast } from '#site/src/lib/toast-context.ts';
import { ToastProvider } from '#site/src/ui/Toaster.tsx';
import { toastPlacement } from '#site/src/ui/toastPlacement.ts';

afterEach(cleanup);

function Page() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast({ title: 'Presença confirmada' })}>
        Vou participar
      </button>
      <button type="button" onClick={() => toast({ title: 'Presença cancelada' })}>
        Cancelar presença
      </button>
      <button type="button" onClick={() => toast({ title: 'Conta excluída', outlivesNavigation: true })}>
        Excluir
      </button>
      <Link to="/outra">Outra página</Link>
    </>
  );
}

const titles = () => [...document.querySelectorAll('.toast__title')].map((element) => element.textContent);

describe('toasts', () => {
  it('show one at a time: a new one replaces the last', () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <ToastProvider>
              <Page />
            </ToastProvider>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByText('Vou participar'));
    fireEvent.click(screen.getByText('Cancelar presença'));
    expect(titles()).toEqual(['Presença cancelada']);
  });

  it('go to the half of the screen away from the action that caused them', () => {
    expect(toastPlacement(700, 844)).toBe('top');
    expect(toastPlacement(120, 844)).toBe('bottom');
    expect(toastPlacement(null, 844)).toBe('bottom');
  });
});

describe('toasts and navigation', () => {
  it('leave with the page they were about, unless they announce the next one', async () => {
    const router = createMemoryRouter(
      [
        {
          element: (
            <ToastProvider>
              <Page />
            </ToastProvider>
          ),
          children: [
            { path: '/', element: null },
            { path: '/outra', element: null },
            { path: '/terceira', element: null },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByText('Vou participar'));
    expect(titles()).toEqual(['Presença confirmada']);
    await act(() => router.navigate('/outra'));
    expect(titles()).toEqual([]);
    fireEvent.click(screen.getByText('Excluir'));
    await act(() => router.navigate('/terceira'));
    expect(titles()).toEqual(['Conta excluída']);
  });
});

import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MemoryRouter } from 'react-router-dom';

/**
 * A wrapper for components that use data-router hooks (fetchers, route loader data). Under the test
 * runner 'react-router' and 'react-router-dom' load as separate copies, so each gets its router.
 */
export function DataRouter({ children }: { children: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/', element: <MemoryRouter>{children}</MemoryRouter> }]),
  );
  return <RouterProvider router={router} />;
}

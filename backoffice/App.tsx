import { CssBaseline, LinearProgress, ThemeProvider, createTheme } from '@mui/material';
import { lazy, Suspense, type JSX } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { ToastProvider } from './common/toast.tsx';
import { baseThemeOptions } from './layout/baseTheme.ts';

// The sign-in page and react-admin are separate chunks: /admin-auth never loads react-admin.
const AdminAuthPage = lazy(() => import('./auth/AdminAuthPage.tsx'));
const BackOffice = lazy(() => import('./BackOffice.tsx'));

// The sign-in page and the toasts live outside <Admin>, so they get the same look here.
const outerTheme = createTheme(baseThemeOptions);

const withLoading = (element: JSX.Element) => (
  <Suspense fallback={<LinearProgress aria-label="Carregando" />}>{element}</Suspense>
);

/**
 * A data router (not <BrowserRouter>): react-admin can only warn about unsaved form changes when it can
 * block navigation, which needs one. No basename because /admin-auth (the sign-in page) lives beside
 * /admin, outside react-admin's layout.
 */
const router = createBrowserRouter([
  { path: '/admin-auth', element: withLoading(<AdminAuthPage />) },
  { path: '/admin/*', element: withLoading(<BackOffice />) },
  { path: '*', element: <Navigate to="/admin" replace /> },
]);

/** The whole back-office app. */
export function App() {
  return (
    <ThemeProvider theme={outerTheme}>
      <CssBaseline />
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </ThemeProvider>
  );
}

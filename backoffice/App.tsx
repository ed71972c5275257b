import { CssBaseline, LinearProgress, ThemeProvider, createTheme } from '@mui/material';
import { lazy, Suspense, type JSX } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { AUTH_PATHS } from './auth/paths.ts';
import { ToastProvider } from './common/toast.tsx';
import { baseThemeOptions } from './layout/baseTheme.ts';

// The sign-in page and react-admin are separate chunks: /admin-auth never loads react-admin.
const AdminAuthPage = lazy(() => import('./auth/AdminAuthPage.tsx'));
const ForgotPasswordPage = lazy(() => import('./auth/ForgotPasswordPage.tsx'));
const RecoveryPage = lazy(() =>
  import('./auth/SetPasswordPage.tsx').then((module) => ({ default: module.RecoveryPage })),
);
const InvitePage = lazy(() =>
  import('./auth/SetPasswordPage.tsx').then((module) => ({ default: module.InvitePage })),
);
const EmailConfirmedPage = lazy(() => import('./auth/EmailConfirmedPage.tsx'));
const BackOffice = lazy(() => import('./BackOffice.tsx'));

// The sign-in page and the toasts live outside <Admin>, so they get the same look here.
const outerTheme = createTheme(baseThemeOptions);

const withLoading = (element: JSX.Element) => (
  <Suspense fallback={<LinearProgress aria-label="Carregando" />}>{element}</Suspense>
);

/**
 * A data router (not <BrowserRouter>): react-admin can only warn about unsaved form changes when it can
 * block navigation, which needs one. No basename because /admin-auth (the sign-in page, and the
 * password and invite pages under it) lives beside /admin, outside react-admin's layout.
 */
const router = createBrowserRouter([
  { path: AUTH_PATHS.signIn, element: withLoading(<AdminAuthPage />) },
  { path: AUTH_PATHS.forgotPassword, element: withLoading(<ForgotPasswordPage />) },
  { path: AUTH_PATHS.recovery, element: withLoading(<RecoveryPage />) },
  { path: AUTH_PATHS.invite, element: withLoading(<InvitePage />) },
  { path: AUTH_PATHS.emailConfirmed, element: withLoading(<EmailConfirmedPage />) },
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

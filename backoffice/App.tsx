import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { lazy, Suspense, useEffect, type JSX } from 'react';
import { AUTH_PATHS } from '#shared/adminAuthPaths.ts';
import { ToastProvider } from './common/toast.tsx';
import { baseThemeOptions } from './layout/baseTheme.ts';
import { navigateTo, usePathname } from './navigation.tsx';

// The sign-in pages and react-admin are separate chunks: /admin-auth loads neither react-admin nor its
// router (react-admin's data router comes with BackOffice).
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
// The loading bar shows only while a page's code arrives: it is not part of the sign-in page's first load.
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

// The sign-in page and the toasts live outside <Admin>, so they get the same look here.
const outerTheme = createTheme(baseThemeOptions);

const AUTH_PAGES: Record<string, () => JSX.Element> = {
  [AUTH_PATHS.signIn]: () => <AdminAuthPage />,
  [AUTH_PATHS.forgotPassword]: () => <ForgotPasswordPage />,
  [AUTH_PATHS.recovery]: () => <RecoveryPage />,
  [AUTH_PATHS.invite]: () => <InvitePage />,
  [AUTH_PATHS.emailConfirmed]: () => <EmailConfirmedPage />,
};

const isBackOfficePath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/** Any other address goes to the panel (which sends a signed-out visitor to /admin-auth). */
function ToPanel() {
  useEffect(() => navigateTo('/admin', { replace: true }), []);
  return null;
}

/** The page for the current path: a sign-in page, react-admin under /admin, or a redirect. */
function CurrentPage() {
  const path = usePathname();
  const authPage = AUTH_PAGES[path];
  if (!authPage && !isBackOfficePath(path)) return <ToPanel />;
  return (
    <Suspense
      fallback={
        <Suspense fallback={null}>
          <LinearProgress aria-label="Carregando" />
        </Suspense>
      }
    >
      {authPage ? authPage() : <BackOffice />}
    </Suspense>
  );
}

/** The whole back-office app. */
export function App() {
  return (
    <ThemeProvider theme={outerTheme}>
      <CssBaseline />
      <ToastProvider>
        <CurrentPage />
      </ToastProvider>
    </ThemeProvider>
  );
}

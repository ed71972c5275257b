import { CssBaseline, LinearProgress, ThemeProvider, createTheme } from '@mui/material';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
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
const BackOffice = lazy(() => import('./BackOffice.tsx'));

// The sign-in page and the toasts live outside <Admin>, so they get the same look here.
const outerTheme = createTheme(baseThemeOptions);

/**
 * The whole back-office app. The router has no basename because /admin-auth (the sign-in page, and the
 * password and invite pages under it) lives beside /admin, outside react-admin's layout.
 */
export function App() {
  return (
    <ThemeProvider theme={outerTheme}>
      <CssBaseline />
      <ToastProvider>
        <BrowserRouter>
          <Suspense fallback={<LinearProgress aria-label="Carregando" />}>
            <Routes>
              <Route path={AUTH_PATHS.signIn} element={<AdminAuthPage />} />
              <Route path={AUTH_PATHS.forgotPassword} element={<ForgotPasswordPage />} />
              <Route path={AUTH_PATHS.recovery} element={<RecoveryPage />} />
              <Route path={AUTH_PATHS.invite} element={<InvitePage />} />
              <Route path="/admin/*" element={<BackOffice />} />
              <Route path="*" element={<Navigate to="/admin" replace />} />
            </Routes>
          </Suspense>
        </BrowserRouter>
      </ToastProvider>
    </ThemeProvider>
  );
}

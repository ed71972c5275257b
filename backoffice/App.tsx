import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { Admin, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AdminAuthPage } from './auth/AdminAuthPage.tsx';
import { LoginRedirect } from './auth/LoginRedirect.tsx';
import { Dashboard } from './dashboard/Dashboard.tsx';
import { i18nProvider } from './i18n/i18nProvider.ts';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { adminTheme } from './layout/theme.ts';
import { ToastProvider } from './common/toast.tsx';
import { authProvider } from './providers/authProvider.ts';
import { buildDataProvider } from './providers/dataProvider.ts';
import { resourceModules } from './resources.ts';

const dataProvider = buildDataProvider(resourceModules);
// The sign-in page and the toasts live outside <Admin>, so they get the same theme here.
const outerTheme = createTheme(adminTheme);

/** react-admin under /admin, behind the admin-role check. */
function BackOffice() {
  return (
    <Admin
      basename="/admin"
      title="Elo CX — Admin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={adminTheme}
      layout={AdminLayout}
      dashboard={Dashboard}
      loginPage={LoginRedirect}
      requireAuth
      disableTelemetry
    >
      {resourceModules.map((module) => (
        <Resource key={module.name} name={module.name} {...module.props} />
      ))}
    </Admin>
  );
}

/**
 * The whole back-office app. The router has no basename because /admin-auth (the sign-in page) lives
 * beside /admin, outside react-admin's layout.
 */
export function App() {
  return (
    <ThemeProvider theme={outerTheme}>
      <CssBaseline />
      <ToastProvider>
        <BrowserRouter>
          <Routes>
            <Route path="/admin-auth" element={<AdminAuthPage />} />
            <Route path="/admin/*" element={<BackOffice />} />
            <Route path="*" element={<Navigate to="/admin" replace />} />
          </Routes>
        </BrowserRouter>
      </ToastProvider>
    </ThemeProvider>
  );
}

import { lazy } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { LoginRedirect } from './auth/LoginRedirect.tsx';
import { Dashboard } from './dashboard/Dashboard.tsx';
import { i18nProvider } from './i18n/i18nProvider.ts';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { adminTheme } from './layout/theme.ts';
import { authProvider } from './providers/authProvider.ts';
import { buildDataProvider } from './providers/dataProvider.ts';
import { resourceModules } from './resources.ts';

const dataProvider = buildDataProvider(resourceModules);

// 'Minha conta' is its own chunk, like each resource's screens.
const AccountPage = lazy(() => import('./account/AccountPage.tsx'));

/** react-admin under /admin, behind the admin-role check; loaded only once the visitor is past sign-in. */
export default function BackOffice() {
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
      <CustomRoutes>
        <Route path="/minha-conta" element={<AccountPage />} />
      </CustomRoutes>
    </Admin>
  );
}

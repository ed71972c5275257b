import { CssBaseline, useMediaQuery, type Theme } from '@mui/material';
import { lazy, useLayoutEffect } from 'react';
import {
  AccessDenied,
  AdminContext,
  AuthCallback,
  AuthenticationError,
  CoreAdminUI,
  CustomRoutes,
  Error as ErrorPage,
  LoadingPage,
  localStorageStore,
  NotFound,
  Notification,
  Resource,
} from 'react-admin';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { AUDIENCE_ROUTE } from './audience/report.ts';
import { LoginRedirect } from './auth/LoginRedirect.tsx';
import { Dashboard } from './dashboard/Dashboard.tsx';
import { i18nProvider } from './i18n/i18nProvider.ts';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { adminTheme } from './layout/theme.ts';
import { authProvider } from './providers/authProvider.ts';
import { buildDataProvider } from './providers/dataProvider.ts';
import { notifyPathChange } from './navigation.tsx';
import { resourceModules } from './resources.ts';

const dataProvider = buildDataProvider(resourceModules);

// 'Minha conta' is its own chunk, like each resource's screens.
const AccountPage = lazy(() => import('./account/AccountPage.tsx'));
// 'Audiência' too (with its charts).
const AudiencePage = lazy(() => import('./audience/AudiencePage.tsx'));

/**
 * react-admin's own notices ('Desfazer' after a delete, its error messages) sit apart from the
 * back-office's toasts, which stack at the bottom right: at the bottom left on a desktop, at the top
 * on a phone (where the toasts take the width of the screen), so two notices never cover each other.
 */
function UndoNotification() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Notification
      anchorOrigin={
        phone ? { vertical: 'top', horizontal: 'center' } : { vertical: 'bottom', horizontal: 'left' }
      }
    />
  );
}

// react-admin's not-found page (its title prop is typed narrower than the catch-all's).
const PageNotFound = () => <NotFound />;

// What <Admin> keeps in localStorage (list sort, filters, columns), as <Admin> itself sets it up.
const store = localStorageStore();

/**
 * react-admin under /admin, behind the admin-role check. It is <Admin> taken apart (AdminContext +
 * CoreAdminUI, react-admin's documented way to compose it) so that the defaults the back-office
 * replaces, react-admin's own layout and login form, are not bundled with the first screen: they
 * would bring its form machinery and its preferences inspector to every first load.
 */
function AdminPanel() {
  return (
    <AdminContext
      basename="/admin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={adminTheme}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title="Elo CX — Admin"
          layout={AdminLayout}
          dashboard={Dashboard}
          loginPage={LoginRedirect}
          catchAll={PageNotFound}
          error={ErrorPage}
          loading={LoadingPage}
          accessDenied={AccessDenied}
          authenticationError={AuthenticationError}
          authCallbackPage={AuthCallback}
          requireAuth
          disableTelemetry
        >
          {resourceModules.map((module) => (
            <Resource key={module.name} name={module.name} {...module.props} />
          ))}
          <CustomRoutes>
            <Route path="/minha-conta" element={<AccountPage />} />
            <Route path={`/${AUDIENCE_ROUTE}`} element={<AudiencePage />} />
          </CustomRoutes>
        </CoreAdminUI>
        <UndoNotification />
      </CssBaseline>
    </AdminContext>
  );
}

/**
 * A data router (not <BrowserRouter>): react-admin can only warn about unsaved form changes when it can
 * block navigation, which needs one. No basename: react-admin's own is /admin, and a move out of it (to
 * /admin-auth on sign-out) is told to the app's top-level navigation, which then shows that page.
 */
const router = createBrowserRouter([
  { path: '/admin/*', element: <AdminPanel /> },
  { path: '*', element: null },
]);
router.subscribe(() => notifyPathChange());

/** Loaded only once the visitor is past sign-in (or opens /admin directly). */
export default function BackOffice() {
  // Back from the sign-in pages (which move without this router): start from the address bar's path.
  useLayoutEffect(() => {
    const { pathname, search, hash } = window.location;
    if (router.state.location.pathname !== pathname)
      void router.navigate(`${pathname}${search}${hash}`, { replace: true });
  }, []);
  return <RouterProvider router={router} />;
}

import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
  type LinksFunction,
} from 'react-router';
import { AuthProvider } from './auth/AuthProvider';
import { safeJsonForScript } from './lib/courses';
import { publicSiteUrl, serverSupabaseConfig } from './lib/runtime-config.server';
import type { PublicRuntimeConfig } from './lib/supabase';
import { ErrorPage } from './pages/ErrorPage';
import stylesHref from './styles.css?url';
import { ToastProvider } from './ui/Toaster';
import type { Route } from './+types/root';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: stylesHref },
];

export function loader({ request }: Route.LoaderArgs) {
  const { url, anonKey } = serverSupabaseConfig();
  const config: PublicRuntimeConfig = { supabaseUrl: url, supabaseAnonKey: anonKey };
  return { siteUrl: publicSiteUrl(request), config };
}

/** The document around every page, server-rendered in pt-BR. */
export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f1733" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {root && (
          // The browser's Supabase client is configured by the server, so one build fits any backend.
          <script
            dangerouslySetInnerHTML={{ __html: `window.__ELO_CONFIG__=${safeJsonForScript(root.config)};` }}
          />
        )}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <ToastProvider>
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    </ToastProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="conteudo" className="site-main" tabIndex={-1}>
      <ErrorPage notFound={isRouteErrorResponse(error) && error.status === 404} />
    </main>
  );
}

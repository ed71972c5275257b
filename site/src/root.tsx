import type { ReactNode } from 'react';
import { preconnect } from 'react-dom';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  redirect,
  useLoaderData,
  useRouteLoaderData,
  type HeadersFunction,
  type LinksFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import { AuthProvider } from './auth/AuthProvider.tsx';
import { takeAuthFlash } from './auth/flow.server.ts';
import { hasPendingSignIn, requestMember } from './auth/session.server.ts';
import { readMyRsvpEventIds } from './data/rsvps.server.ts';
import { safeJsonForScript } from './lib/safe-json.ts';
import { useNonce } from './lib/nonce.ts';
import { yearBR } from './lib/dates.ts';
import type { PublicRuntimeConfig } from './lib/public-api.ts';
import { publicSiteUrl, serverSupabaseConfig } from './lib/runtime-config.server.ts';
import { AudienceBeacon } from './lib/audience-beacon.tsx';
import { ErrorPage } from './ui/ErrorPage.tsx';
import stylesHref from './styles.css?url';
import { ToastProvider } from './ui/Toaster.tsx';
import type { Route } from './+types/root';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: stylesHref },
];

export async function loader({ request }: Route.LoaderArgs) {
  const address = new URL(request.url);
  // An auth server that fell back to the Site URL (redirect allow list without /auth/callback)
  // still hands the code over: it goes on to the callback, which holds the verifier cookie.
  if (address.pathname === '/' && address.searchParams.has('code') && hasPendingSignIn(request)) {
    throw redirect(`/auth/callback?code=${encodeURIComponent(address.searchParams.get('code')!)}`);
  }
  const { url, anonKey } = serverSupabaseConfig();
  const config: PublicRuntimeConfig = { supabaseUrl: url, supabaseAnonKey: anonKey };
  const [member, rsvpEventIds] = await Promise.all([requestMember(request), readMyRsvpEventIds(request)]);
  const headers = new Headers(member.headers);
  const authFlash = takeAuthFlash(request);
  if (authFlash) headers.append('Set-Cookie', authFlash.clear);
  return data(
    {
      siteUrl: publicSiteUrl(request),
      config,
      user: member.user,
      // The member's own RSVPs, for every 'Vou participar' / 'Cancelar presença' on the page.
      rsvpEventIds,
      authFlash: authFlash?.flash ?? null,
      // The footer's year comes from the server, so the page cannot disagree with it at New Year.
      year: yearBR(),
    },
    { headers },
  );
}

/**
 * Entering a member page asks the server again who is signed in (the guard's decision is the
 * server's, and an expiring session is refreshed on the way).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ nextUrl, defaultShouldRevalidate }) =>
  nextUrl.pathname.startsWith('/member/') || defaultShouldRevalidate;

/**
 * Pages hold the member's header, so their cache rule follows the session: private when the request
 * carried auth cookies, otherwise the server's default; shared caches key them by cookie either way.
 */
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const result = new Headers({ Vary: 'Cookie' });
  const cacheControl = loaderHeaders.get('Cache-Control');
  if (cacheControl) result.set('Cache-Control', cacheControl);
  return result;
};

/** The document around every page, server-rendered in pt-BR. */
export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  // Covers, photos and posters come from Supabase Storage: open that connection with the page.
  if (root) preconnect(new URL(root.config.supabaseUrl).origin);
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f1733" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        {children}
        {root && (
          // The browser's Supabase client is configured by the server, so one build fits any backend.
          <script
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: `window.__ELO_CONFIG__=${safeJsonForScript(root.config)};` }}
          />
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { user, authFlash } = useLoaderData<typeof loader>();
  return (
    <ToastProvider>
      <AuthProvider user={user} authFlash={authFlash}>
        <Outlet />
        <AudienceBeacon />
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

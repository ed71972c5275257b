import { Outlet, isRouteErrorResponse, useNavigation, type MetaFunction } from 'react-router';
import { NOT_FOUND_META, pageMeta } from '../lib/meta.ts';
import { ErrorPage } from '../ui/ErrorPage.tsx';
import { Footer } from '../ui/Footer.tsx';
import { Header } from '../ui/Header.tsx';
import { StatusMessage } from '../ui/states.tsx';
import type { Route } from './+types/site';

/** Header, main content and footer; the community landing and /prelaunch render without it. */
export default function SiteLayout() {
  return <SiteFrame>{useCheckingMemberAccess() ? <CheckingMemberAccess /> : <Outlet />}</SiteFrame>;
}

/** True while the router loads a member-area page (the server checks the session first). */
function useCheckingMemberAccess(): boolean {
  const navigation = useNavigation();
  return navigation.state === 'loading' && /^\/member(\/|$)/.test(navigation.location.pathname);
}

function CheckingMemberAccess() {
  return (
    <div className="container page-loading">
      <StatusMessage>Verificando acesso de membro...</StatusMessage>
    </div>
  );
}

function SiteFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="site">
      <Header />
      <main id="conteudo" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}

/** A page that answers 404 (missing slug) or fails its read (5xx) keeps the header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteFrame>
      <ErrorPage notFound={isRouteErrorResponse(error) && error.status === 404} />
    </SiteFrame>
  );
}

export const meta: MetaFunction = (args) =>
  args.error
    ? pageMeta(
        isRouteErrorResponse(args.error) && args.error.status === 404
          ? NOT_FOUND_META
          : { title: 'Erro', description: 'Não foi possível carregar esta página agora.' },
        args,
      )
    : [];

import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageLoading } from './states';

/** Header, main content and footer; the community landing and /prelaunch render without it. */
export function SiteLayout() {
  return (
    <div className="site">
      <Header />
      <main id="conteudo" className="site-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}

export function BareLayout() {
  return (
    <main id="conteudo" className="site-main site-main--bare" tabIndex={-1}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </main>
  );
}

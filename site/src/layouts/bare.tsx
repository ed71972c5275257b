import { Outlet } from 'react-router';

/** The community landing and /prelaunch: no site header or footer. */
export default function BareLayout() {
  return (
    <main id="conteudo" className="site-main site-main--bare" tabIndex={-1}>
      <Outlet />
    </main>
  );
}

import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { loadFullHome } from '../data/home.server.ts';
import { homeJsonLd } from '../lib/json-ld.ts';
import { pageMeta } from '../lib/meta.ts';
import { publicSiteUrl } from '../lib/runtime-config.server.ts';
import { FULL_HOME_META, FullHome } from '../ui/home/FullHome.tsx';
import { HomeJsonLd } from '../ui/home/HomeJsonLd.tsx';

/** '/' in the full-home build (VITE_HOME_VARIANT=full, see routes.ts). */
export async function loader({ request }: LoaderFunctionArgs) {
  return { home: await loadFullHome(), jsonLd: homeJsonLd(publicSiteUrl(request)) };
}

export const meta: MetaFunction = (args) => pageMeta(FULL_HOME_META, args);

export default function FullHomePage() {
  const { home, jsonLd } = useLoaderData<typeof loader>();
  return (
    <>
      <FullHome data={home} />
      <HomeJsonLd json={jsonLd} />
    </>
  );
}

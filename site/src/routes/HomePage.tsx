import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { loadPrelaunchHome } from '../data/home.server.ts';
import { homeJsonLd } from '../lib/json-ld.ts';
import { pageMeta } from '../lib/meta.ts';
import { publicSiteUrl } from '../lib/runtime-config.server.ts';
import { HomeJsonLd } from '../ui/home/HomeJsonLd.tsx';
import { PRELAUNCH_META, PrelaunchHome } from './PrelaunchHome.tsx';

/**
 * '/' in the pre-launch build (VITE_HOME_VARIANT, see routes.ts). Each home variant is a route module
 * of its own, so the pre-launch home never downloads the full home's sections.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return { home: await loadPrelaunchHome(), jsonLd: homeJsonLd(publicSiteUrl(request)) };
}

export const meta: MetaFunction = (args) => pageMeta(PRELAUNCH_META, args);

export default function HomePage() {
  const { home, jsonLd } = useLoaderData<typeof loader>();
  return (
    <>
      <PrelaunchHome data={home} />
      <HomeJsonLd json={jsonLd} />
    </>
  );
}

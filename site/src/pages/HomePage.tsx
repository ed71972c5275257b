import { BRAND } from '../../../shared/brand';
import { useLoaderData, type MetaFunction } from 'react-router';
import { loadFullHome, loadPrelaunchHome } from '../data/home.server';
import { jsonLdScript, organizationJsonLd, websiteJsonLd } from '../lib/json-ld';
import { pageMeta, siteUrlOf } from '../lib/meta';
import { FULL_HOME_META, FullHome } from './FullHome';
import { PRELAUNCH_META, PrelaunchHome } from './PrelaunchHome';
import type { Route } from './+types/HomePage';

/** '/': the pre-launch home or the full home, as the build's home variant says. */
export async function loader() {
  return BRAND.homeVariant === 'full'
    ? { variant: 'full' as const, data: await loadFullHome() }
    : { variant: 'prelaunch' as const, data: await loadPrelaunchHome() };
}

export const meta: MetaFunction = (args) =>
  pageMeta(BRAND.homeVariant === 'full' ? FULL_HOME_META : PRELAUNCH_META, args);

export default function HomePage({ matches }: Route.ComponentProps) {
  const home = useLoaderData<typeof loader>();
  const siteUrl = siteUrlOf(matches);
  return (
    <>
      {home.variant === 'full' ? <FullHome data={home.data} /> : <PrelaunchHome data={home.data} />}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLdScript([organizationJsonLd(siteUrl), websiteJsonLd(siteUrl)]),
        }}
      />
    </>
  );
}

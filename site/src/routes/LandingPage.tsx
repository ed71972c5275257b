import { redirect, useLoaderData } from 'react-router';
import { readLandingPage } from '../data/reads/landingPages.server.ts';
import { renderLandingContentOnServer } from '../lib/markdown.server.ts';
import { jsonLdScript, landingPageJsonLd } from '../lib/json-ld.ts';
import { pageMeta, siteUrlOf } from '../lib/meta.ts';
import { LandingArticle } from '../ui/Articles.tsx';
import type { Route } from './+types/LandingPage';

/**
 * A published landing page. Missing, unpublished or failed: the spec sends the visitor to /404 (a
 * server redirect, so the address is replaced; /404 itself answers 404).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const page = await readLandingPage(params.slug);
  if (page.failed || !page.data) throw redirect('/404');
  return { landing: page.data, html: renderLandingContentOnServer(page.data.content) };
}

/** Landing pages use their SEO fields, falling back to the title and description. */
export const meta = (args: Route.MetaArgs) => {
  if (!args.data) return [];
  const { landing } = args.data;
  const tags = pageMeta(
    {
      title: landing.meta_title || landing.og_title || landing.title || '',
      description: landing.meta_description || landing.og_description || landing.description || '',
      image: landing.og_image || `/og/lp/${landing.slug}.png`,
    },
    args,
  );
  return tags.map((tag) => {
    if ('property' in tag && tag.property === 'og:title' && landing.og_title) {
      return { ...tag, content: landing.og_title };
    }
    if ('property' in tag && tag.property === 'og:description' && landing.og_description) {
      return { ...tag, content: landing.og_description };
    }
    return tag;
  });
};

export default function LandingPage({ matches }: Route.ComponentProps) {
  const { landing, html } = useLoaderData<typeof loader>();
  const siteUrl = siteUrlOf(matches);
  const jsonLd = landingPageJsonLd(landing, `${siteUrl}/lp/${landing.slug}`, {
    image: `${siteUrl}/og/lp/${landing.slug}.png`,
  });
  return (
    <>
      <LandingArticle landing={landing} html={html} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
    </>
  );
}

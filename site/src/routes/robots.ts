import { buildRobots } from '../../server/robots.ts';
import { publicSiteUrl } from '../lib/runtime-config.server.ts';
import type { Route } from './+types/robots';

export function loader({ request }: Route.LoaderArgs) {
  return new Response(buildRobots(publicSiteUrl(request)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

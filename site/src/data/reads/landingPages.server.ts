import type { LandingPage, Read } from '../types.ts';
import { anon, guarded, settle } from './read.server.ts';

export function readLandingPage(slug: string): Promise<Read<LandingPage | null>> {
  return guarded('landing page', async () =>
    settle(
      'landing page',
      await anon().from('landing_pages').select('*').eq('slug', slug).eq('is_published', true).maybeSingle(),
    ),
  );
}

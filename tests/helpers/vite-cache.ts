import path from 'node:path';
import { REPO_ROOT } from '#supabase/local/config.ts';

/**
 * A dependency cache of its own for a development server a test starts (its settings differ from
 * `npm start`'s, and from every other such test's): one shared cache would be re-bundled at each start
 * with other settings, and a page loaded meanwhile sent outdated dependencies (Vite's 504). Kept in
 * .local so the next run with the same settings reuses it.
 */
export const testViteCacheDir = (name: string): string => path.join(REPO_ROOT, '.local', 'vite-cache', name);

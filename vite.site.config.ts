import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const root = path.resolve(import.meta.dirname, 'site');
const siteSource = path.join(root, 'src') + path.sep;
/** The route modules every page loads; their own code stays in their route chunks. */
const SHELL_ROUTES = ['root.tsx', path.join('layouts', 'site.tsx')].map((file) => siteSource + file);
/**
 * Small pieces nearly every page shows (status messages, the sign-in privacy note, the LinkedIn
 * sign-in button of the homes, lock cards and event RSVPs): shell too.
 */
const SHELL_EXTRAS = [
  path.join('ui', 'states.tsx'),
  path.join('ui', 'PrivacyNote.tsx'),
  path.join('auth', 'LinkedInSignInButton.tsx'),
  path.join('auth', 'useLinkedInSignIn.ts'),
].map((file) => siteSource + file);

/**
 * Names the site's own modules that the shell routes import (header, footer, auth, toasts...) so they
 * form one chunk: every page loads them anyway, and brotli packs one file far better than twenty
 * small ones.
 */
function shellChunk(
  moduleId: string,
  context: { getModuleInfo(id: string): { importedIds: readonly string[] } | null },
): string | null {
  // React and the router join too: every page loads them with the shell.
  if (/node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/.test(moduleId)) return 'shell';
  if (!moduleId.startsWith(siteSource) || SHELL_ROUTES.includes(moduleId)) return null;
  if (SHELL_EXTRAS.includes(moduleId)) return 'shell';
  const seen = new Set<string>();
  const pending = [...SHELL_ROUTES];
  while (pending.length) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    if (id === moduleId) return 'shell';
    for (const imported of context.getModuleInfo(id)?.importedIds ?? []) {
      if (imported.startsWith(siteSource) && !SHELL_ROUTES.includes(imported)) pending.push(imported);
    }
  }
  return null;
}

/**
 * The public site: React Router's framework mode (server rendering + hydration, see
 * site/react-router.config.ts), plain React, no MUI or react-admin.
 */
export default defineConfig({
  root,
  base: '/',
  envDir: import.meta.dirname,
  // Each app keeps its own pre-bundled deps: both dev servers run side by side in npm start.
  cacheDir: path.resolve(import.meta.dirname, 'node_modules/.vite/site'),
  publicDir: path.join(root, 'public'),
  // React Router warns at every build that client source maps make the code public. Ours are hidden
  // (no file names one), never served (site/server/http/site-server.ts answers 404), and carry no source text
  // (sourcemapExcludeSources below): only which modules each chunk holds, for error reports and the
  // bundle checks. So that warning, which can only be silenced by having no maps, is left out.
  plugins: [reactRouter().filter((plugin) => plugin.name !== 'react-router:warn-on-client-source-maps')],
  // The development server pre-bundles what every page imports when it starts, rather than finding a
  // new dependency on some page's first visit and reloading the browser halfway through it.
  optimizeDeps: { entries: ['src/root.tsx', 'src/layouts/**/*.tsx', 'src/routes/**/*.tsx'] },
  build: {
    // Maps stay beside the build for error reports and the bundle checks, but the code names none and
    // the server never serves them: the public gets no source.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: shellChunk }] }, sourcemapExcludeSources: true },
    },
  },
  server: { port: 5173, host: 'localhost', strictPort: true },
});

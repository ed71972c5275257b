import path from 'node:path';
import type { Config } from '@react-router/dev/config';

/**
 * The public site in React Router's framework mode: every route rendered on the server, then
 * hydrated. ELO_SITE_BUILD_DIR lets a build go elsewhere than dist/site (tests build per port).
 */
export default {
  appDirectory: 'src',
  ssr: true,
  buildDirectory: process.env.ELO_SITE_BUILD_DIR ?? path.resolve(import.meta.dirname, '../dist/site'),
  /**
   * React Router v8's behaviours, decided one by one (an undecided flag is a warning at every start).
   * Taken now: middleware (the site has none and no load context, so nothing changes) and data
   * requests that keep a trailing slash. Kept as in v7 until they are worked on: the route module
   * splitting (the shell chunk in vite.site.config.ts is tuned to today's chunks), Vite's environment
   * API (the development server loads the server build with ssrLoadModule, site/server/http/web-server.ts) and
   * requests passed to loaders untouched (loaders read the page's own address from request.url).
   */
  future: {
    v8_middleware: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
  },
} satisfies Config;

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
} satisfies Config;

// First: React must load its production build (see production-env.ts).
import './production-env.ts';
import path from 'node:path';
import { startWebServer } from '#site/server/http/web-server.ts';

/** Serves the production builds (npm run build) of both apps on one origin. */
const port = Number(process.env.PORT ?? 5173);
// ELO_DIST_DIR serves another build folder than dist/ (as start:prod does).
const distDir = process.env.ELO_DIST_DIR ? path.resolve(process.env.ELO_DIST_DIR) : undefined;
const server = await startWebServer({ mode: 'static', port, distDir });
console.log(`Site: ${server.url}/   Back-office: ${server.url}/admin`);
const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

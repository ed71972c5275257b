import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const root = path.resolve(import.meta.dirname, 'site');

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
  plugins: [reactRouter()],
  resolve: { alias: { '@shared': path.resolve(import.meta.dirname, 'shared') } },
  build: { sourcemap: true },
  server: { port: 5173, host: 'localhost', strictPort: true },
});

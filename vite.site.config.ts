import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.resolve(import.meta.dirname, 'site');

/** The public site: plain React, no MUI or react-admin, served at /. */
export default defineConfig({
  root,
  base: '/',
  envDir: import.meta.dirname,
  // Each app keeps its own pre-bundled deps: both dev servers run side by side in npm start.
  cacheDir: path.resolve(import.meta.dirname, 'node_modules/.vite/site'),
  publicDir: path.join(root, 'public'),
  plugins: [react()],
  resolve: { alias: { '@shared': path.resolve(import.meta.dirname, 'shared') } },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/site'),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: { port: 5173, host: 'localhost', strictPort: true },
});

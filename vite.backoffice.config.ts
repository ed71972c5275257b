import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.resolve(import.meta.dirname, 'backoffice');

/** The back-office: react-admin under /admin (its sign-in lives at /admin-auth, same app). */
export default defineConfig({
  root,
  base: '/admin/',
  envDir: import.meta.dirname,
  // Each app keeps its own pre-bundled deps: both dev servers run side by side in npm start.
  cacheDir: path.resolve(import.meta.dirname, 'node_modules/.vite/admin'),
  publicDir: path.join(root, 'public'),
  plugins: [react()],
  resolve: {
    // ra-input-rich-text's nested @tiptap/core is older than its nested extensions; one root copy fixes it.
    dedupe: ['@tiptap/core', '@tiptap/pm'],
  },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/admin'),
    emptyOutDir: true,
    // Maps stay beside the build for error reports and the bundle checks, but the code names none and
    // the server never serves them: the public gets no source.
    sourcemap: 'hidden',
    // The bench (scripts/bench-backoffice.ts) reads which chunks each page loads from the manifest.
    manifest: true,
  },
  server: { port: 5174, host: 'localhost', strictPort: true },
});

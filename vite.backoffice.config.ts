import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.resolve(import.meta.dirname, 'backoffice');
const repoRoot = path.resolve(import.meta.dirname);
const signInPage = path.join(root, 'auth/AdminAuthPage.tsx');

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Every module `start` imports statically, itself included, through the imports `follow` accepts. */
function staticImports(graph: ModuleGraph, start: string, follow: (id: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  while (pending.length) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (follow(imported)) pending.push(imported);
    }
  }
  return seen;
}

const isOwnCode = (id: string) =>
  id.startsWith(repoRoot) && !id.includes(`${path.sep}node_modules${path.sep}`);
let signInOnly: Set<string> | undefined;

/** A library's index, which re-exports all of it: following it would take every component. */
const isLibraryIndex = (id: string) => /[\\/]@mui[\\/][^\\/]+[\\/]esm[\\/]index\.js$/.test(id);
let signInLibraries: Set<string> | undefined;

/**
 * The libraries the sign-in page adds to the entry's (MUI's form, card and tab parts) in one chunk:
 * left to itself the bundler cut them into ten files by which lazy screens share which parts, each
 * fetched with its own response headers and compressed alone. The page's files import MUI by
 * component path, so the walk finds exactly what it uses.
 */
function signInLibrariesChunk(moduleId: string, graph: ModuleGraph): string | null {
  if (isOwnCode(moduleId)) return null;
  signInLibraries ??= staticImports(graph, signInPage, (id) => !isLibraryIndex(id));
  return signInLibraries.has(moduleId) ? 'sign-in-libraries' : null;
}

/**
 * The sign-in page's own modules (the form, its fields, checks and messages) in one chunk: shared with
 * the other account pages, each was a file of its own, and /admin-auth fetched ten small files (each
 * with its response headers) one import after another. Modules the entry or the panel (BackOffice.tsx)
 * import stay where they are, so the signed-in dashboard loads nothing more. Their libraries (MUI)
 * stay in the chunks they share with the panel: the group takes only the modules it names.
 */
function signInChunk(moduleId: string, graph: ModuleGraph): string | null {
  if (!isOwnCode(moduleId)) return null;
  if (!signInOnly) {
    const page = staticImports(graph, signInPage, isOwnCode);
    const elsewhere = new Set([
      ...staticImports(graph, path.join(root, 'main.tsx'), isOwnCode),
      ...staticImports(graph, path.join(root, 'BackOffice.tsx'), isOwnCode),
    ]);
    // The page itself stays a chunk of its own (the lazy import App.tsx makes, named in the manifest).
    elsewhere.add(signInPage);
    signInOnly = new Set([...page].filter((id) => !elsewhere.has(id)));
  }
  return signInOnly.has(moduleId) ? 'sign-in' : null;
}

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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry loads: React and the MUI core, in one file rather than a few.
            { name: 'libraries', test: /node_modules/, tags: ['$initial'] },
            { name: signInLibrariesChunk, debugName: 'sign-in-libraries' },
            { name: signInChunk, debugName: 'sign-in', includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  optimizeDeps: {
    // The sign-in page imports MUI by component path (see signInLibrariesChunk), and App.tsx its
    // loading bar: listed, the development server bundles them at start instead of finding them on
    // the first visit and reloading the page.
    include: [
      '@mui/material/Alert',
      '@mui/material/Box',
      '@mui/material/Button',
      '@mui/material/Card',
      '@mui/material/CardContent',
      '@mui/material/CircularProgress',
      '@mui/material/FormControl',
      '@mui/material/FormHelperText',
      '@mui/material/IconButton',
      '@mui/material/InputAdornment',
      '@mui/material/InputLabel',
      '@mui/material/LinearProgress',
      '@mui/material/Link',
      '@mui/material/OutlinedInput',
      '@mui/material/Tab',
      '@mui/material/Typography',
    ],
  },
  server: { port: 5174, host: 'localhost', strictPort: true },
});

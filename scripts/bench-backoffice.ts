import { brotliCompressSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Back-office first-load weight, from a production build (dist/admin by default): brotli bytes of the
 * JavaScript each step loads. Reported, never asserted. Run by itself with
 * `npx tsx scripts/bench-backoffice.ts [distAdminDir]` after `npm run build:backoffice`.
 *
 * Steps follow a person: the /admin-auth page (entry + sign-in page), the dashboard after signing in
 * (the same tab: plus react-admin's shell, the dashboard and the lazy parts it renders at once), then
 * each resource screen on top of that. The e2e test tests/e2e/backoffice/bundle.spec.ts checks that the
 * first two steps list exactly the scripts a browser fetches.
 */

/**
 * Lazy chunks the dashboard renders on its first view (its charts, and the loading bar App.tsx shows
 * while the panel's code arrives): counted in the dashboard's step.
 */
export const DASHBOARD_FIRST_VIEW = [
  'dashboard/TrendsSection.tsx',
  '@mui/material/esm/LinearProgress/index.js',
];

/** What the layout fetches once the first screen is idle (the parts resource screens share). */
export const IDLE_PREFETCH = ['common/screenKit.ts'];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BackofficeBundleReport {
  /** JS loaded by /admin-auth (brotli bytes). */
  adminAuth: number;
  /** JS loaded once the admin has signed in and sees the dashboard (cumulative, same tab). */
  dashboardAfterSignIn: number;
  /** JS loaded by a direct visit to /admin (already signed in: no sign-in page). */
  dashboardDirect: number;
  /** JS the layout prefetches once the dashboard is idle (react-admin's list and form parts). */
  prefetchedWhenIdle: number;
  /**
   * Extra JS each resource loads when it is the first one opened after the dashboard and its idle
   * prefetch, keyed by its folder (a resource opened later may find part of it already loaded).
   */
  resources: Record<string, number>;
  /** Chunks no step above reaches (lazy parts inside a screen, e.g. the rich-text editor). */
  otherLazy: number;
}

/** Vite writes the manifest under .vite/ (vite ≥ 5) when build.manifest is on. */
function readManifest(distAdminDir: string): Manifest {
  const file = path.join(distAdminDir, '.vite', 'manifest.json');
  if (!existsSync(file))
    throw new Error(`${file} is missing: build the back-office first (npm run build:backoffice)`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** The key plus every chunk it imports statically (what loading it fetches). */
function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

function findKey(manifest: Manifest, suffix: string): string {
  const key = Object.keys(manifest).find((k) => k === suffix || k.endsWith(`/${suffix}`));
  if (!key) throw new Error(`no chunk for ${suffix} in the manifest`);
  return key;
}

/** The chunk files (relative to the dist folder) the sign-in page and the dashboard each load. */
export interface BackofficeSteps {
  adminAuth: string[];
  dashboardAfterSignIn: string[];
  /** Fetched after the dashboard, when the page is idle. */
  prefetchedWhenIdle: string[];
}

function stepClosures(manifest: Manifest) {
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const entryClosure = staticClosure(manifest, [entry]);
  const authClosure = staticClosure(manifest, [entry, findKey(manifest, 'auth/AdminAuthPage.tsx')]);
  // react-admin's shell chunk holds the dashboard (a static import of BackOffice.tsx), which renders
  // its lazy charts at once.
  const shell = [
    findKey(manifest, 'BackOffice.tsx'),
    ...DASHBOARD_FIRST_VIEW.map((k) => findKey(manifest, k)),
  ];
  // Signing in loads the auth library the form deferred (on the first focus or the submit).
  const signIn = findKey(manifest, 'auth/adminAuthActions.ts');
  const dashboardClosure = staticClosure(manifest, [...authClosure, signIn, ...shell]);
  const directClosure = staticClosure(manifest, [...entryClosure, ...shell]);
  const prefetchClosure = staticClosure(manifest, [
    ...dashboardClosure,
    ...IDLE_PREFETCH.map((k) => findKey(manifest, k)),
  ]);
  return { authClosure, dashboardClosure, directClosure, prefetchClosure };
}

export function backofficeSteps(distAdminDir: string): BackofficeSteps {
  const manifest = readManifest(distAdminDir);
  const { authClosure, dashboardClosure, prefetchClosure } = stepClosures(manifest);
  const files = (keys: Iterable<string>) =>
    [...keys]
      .map((key) => manifest[key]!.file)
      .filter((file) => file.endsWith('.js'))
      .sort();
  return {
    adminAuth: files(authClosure),
    dashboardAfterSignIn: files(dashboardClosure),
    prefetchedWhenIdle: files([...prefetchClosure].filter((k) => !dashboardClosure.has(k))),
  };
}

/** Adds up the brotli bytes of chunks (by manifest key), compressing each file once. */
function brotliSum(distAdminDir: string, manifest: Manifest): (keys: Iterable<string>) => number {
  const sizes = new Map<string, number>();
  const brotli = (key: string): number => {
    const file = manifest[key]!.file;
    if (!sizes.has(file)) {
      if (!file.endsWith('.js')) sizes.set(file, 0);
      else sizes.set(file, brotliCompressSync(readFileSync(path.join(distAdminDir, file))).length);
    }
    return sizes.get(file)!;
  };
  return (keys) => [...keys].reduce((total, key) => total + brotli(key), 0);
}

/**
 * The JS /admin-auth loads (brotli bytes), as measureBackofficeBundles counts it, without compressing
 * the rest of the back-office (seconds of CPU at brotli's highest quality).
 */
export function measureAdminAuthBundle(distAdminDir: string): number {
  const manifest = readManifest(distAdminDir);
  return brotliSum(distAdminDir, manifest)(stepClosures(manifest).authClosure);
}

export function measureBackofficeBundles(distAdminDir: string): BackofficeBundleReport {
  const manifest = readManifest(distAdminDir);
  const sum = brotliSum(distAdminDir, manifest);

  const { authClosure, dashboardClosure, directClosure, prefetchClosure } = stepClosures(manifest);

  // Resource screens are each resource folder's lazy screens.ts (one chunk per resource).
  const byFolder = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || dashboardClosure.has(key) || !key.endsWith('/screens.ts')) continue;
    const folder = key.split('/').slice(0, -1).join('/');
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), key]);
  }
  const resources: Record<string, number> = {};
  const reached = new Set(prefetchClosure);
  for (const [folder, keys] of [...byFolder].sort()) {
    const extra = [...staticClosure(manifest, keys)].filter((k) => !prefetchClosure.has(k));
    extra.forEach((k) => reached.add(k));
    resources[folder] = sum(extra);
  }
  const otherLazy = sum(Object.keys(manifest).filter((k) => !reached.has(k) && !authClosure.has(k)));

  return {
    adminAuth: sum(authClosure),
    dashboardAfterSignIn: sum(dashboardClosure),
    dashboardDirect: sum(directClosure),
    prefetchedWhenIdle: sum([...prefetchClosure].filter((k) => !dashboardClosure.has(k))),
    resources,
    otherLazy,
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function formatBackofficeReport(report: BackofficeBundleReport): string[] {
  return [
    `Back-office /admin-auth JS (brotli, counted from the build: bodies only; Lighthouse's wire figure adds each response's headers): ${kb(report.adminAuth)}`,
    `Back-office dashboard after sign-in JS (brotli, cumulative): ${kb(report.dashboardAfterSignIn)}`,
    `Back-office dashboard direct visit JS (brotli): ${kb(report.dashboardDirect)}`,
    `Back-office prefetched once the dashboard is idle (list and form parts): +${kb(report.prefetchedWhenIdle)} (brotli)`,
    ...Object.entries(report.resources).map(
      ([folder, bytes]) => `Back-office resource ${folder}, opened first: +${kb(bytes)} (brotli)`,
    ),
    `Back-office other lazy chunks (inside screens): ${kb(report.otherLazy)} (brotli)`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist', 'admin'));
  for (const line of formatBackofficeReport(measureBackofficeBundles(dir))) console.log(line);
}

import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '#supabase/local/config.ts';
import { precompressAssets } from './precompress.ts';

export type AppName = 'site' | 'admin';

const CONFIGS: Record<AppName, string> = {
  site: 'vite.site.config.ts',
  admin: 'vite.backoffice.config.ts',
};

/**
 * Production builds of the apps into <distDir>/site and <distDir>/admin (the layout the web server
 * serves), against a given Supabase URL plus any other VITE_* settings.
 */
export function buildApps(
  distDir: string,
  env: Record<string, string>,
  apps: readonly AppName[] = ['site', 'admin'],
): void {
  for (const app of apps) {
    if (app === 'site') {
      // The site is a React Router build: <distDir>/site/client (browser files) and /server. The
      // folder lies outside Vite's root, so it is emptied here (no stale chunks from older builds).
      rmSync(path.join(distDir, 'site'), { recursive: true, force: true });
      execFileSync(
        process.execPath,
        [
          path.join(REPO_ROOT, 'node_modules/@react-router/dev/bin.js'),
          'build',
          '--config',
          CONFIGS.site,
          '--logLevel',
          'warn',
          'site',
        ],
        {
          cwd: REPO_ROOT,
          stdio: 'inherit',
          env: { ...process.env, ...env, ELO_SITE_BUILD_DIR: path.join(distDir, 'site') },
        },
      );
      precompressAssets(path.join(distDir, 'site', 'client'));
      continue;
    }
    execFileSync(
      process.execPath,
      [
        path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js'),
        'build',
        '--config',
        CONFIGS[app],
        '--outDir',
        path.join(distDir, app),
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...env } },
    );
    // The sign-in page's HTML with its form already in it (scripts/prerender-admin-auth.ts).
    execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join(REPO_ROOT, 'scripts/prerender-admin-auth.ts'), path.join(distDir, app)],
      { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...env } },
    );
    precompressAssets(path.join(distDir, app));
  }
}

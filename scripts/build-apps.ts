import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../supabase/local/config.ts';

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
  }
}

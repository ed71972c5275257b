import { buildApps, type AppName } from '#scripts/build-apps.ts';
import { BUILD_API_URL } from './shared-build.ts';

/**
 * `build-entry.ts <distDir> <app> [VITE_X=value…]`: one app's production build for the end-to-end
 * run, in a process of its own so that several builds and the stacks' start-up share the cores.
 */
const [distDir, app, ...settings] = process.argv.slice(2);
if (!distDir || (app !== 'site' && app !== 'admin')) {
  console.error('usage: build-entry.ts <distDir> site|admin [VITE_X=value…]');
  process.exit(2);
}
const env: Record<string, string> = { VITE_SUPABASE_URL: BUILD_API_URL };
for (const setting of settings) {
  const equals = setting.indexOf('=');
  env[setting.slice(0, equals)] = setting.slice(equals + 1);
}
buildApps(distDir, env, [app as AppName]);

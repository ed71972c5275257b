import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '#supabase/local/config.ts';

/**
 * The site's server build imports its packages (react-router, react…) by name, which Node looks up in
 * node_modules folders above the build. A build put outside the checkout (ELO_DIST_DIR on another disk,
 * a read-only checkout) finds none there: those imports are resolved from the checkout instead.
 */
export function resolveBuildPackagesFromCheckout(distDir: string): void {
  const relative = path.relative(REPO_ROOT, path.resolve(distDir));
  if (!relative.startsWith('..') && !path.isAbsolute(relative)) return;
  // For the files the build looks up with require.resolve (the share images' fonts).
  process.env.ELO_PACKAGES_ROOT = REPO_ROOT;
  register('./dist-packages-hook.mjs', import.meta.url, {
    data: {
      distUrl: pathToFileURL(`${path.resolve(distDir)}${path.sep}`).href,
      checkoutPackageUrl: pathToFileURL(path.join(REPO_ROOT, 'package.json')).href,
    },
  });
}

/** What to say when the build imports a package that is installed nowhere it can be found. */
export function missingPackageMessage(err: unknown, serverBuild: string): string | undefined {
  const { code, message } = err as NodeJS.ErrnoException;
  if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') return undefined;
  const name = /Cannot find (?:package|module) '([^']+)'/.exec(message)?.[1] ?? 'a package';
  return (
    `The site's server build ${serverBuild} imports ${name}, which is installed neither next to the ` +
    `build nor in this checkout (${REPO_ROOT}). Run "npm ci" in the checkout the build was made from, ` +
    `or set ELO_DIST_DIR to a build made by this checkout ("npm run build").`
  );
}

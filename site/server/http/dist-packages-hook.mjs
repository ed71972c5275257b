/**
 * Module resolution hook for a build that lives outside the checkout (ELO_DIST_DIR): a package the
 * server build imports and that is not found next to it is resolved from the checkout instead, and its
 * files are read as the ES modules they are (no package.json up there says "type": "module").
 * Registered by dist-packages.ts; plain JavaScript because it runs on the loader thread.
 */
let distUrl = '';
let checkoutPackageUrl = '';

export function initialize(data) {
  distUrl = data.distUrl;
  checkoutPackageUrl = data.checkoutPackageUrl;
}

const isBare = (specifier) => !/^(\.{1,2}\/|\/|[a-z][a-z0-9+.-]*:)/i.test(specifier);

export async function resolve(specifier, context, next) {
  try {
    const resolved = await next(specifier, context);
    // The build is ES modules; outside the checkout no package.json says so.
    if (resolved.url.startsWith(distUrl) && resolved.url.endsWith('.js')) {
      return { ...resolved, format: 'module' };
    }
    return resolved;
  } catch (err) {
    const fromBuild = typeof context.parentURL === 'string' && context.parentURL.startsWith(distUrl);
    if (err?.code !== 'ERR_MODULE_NOT_FOUND' || !fromBuild || !isBare(specifier)) throw err;
    return next(specifier, { ...context, parentURL: checkoutPackageUrl });
  }
}

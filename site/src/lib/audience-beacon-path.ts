/** Where the site's pages send the beacon of a client-side navigation (site/server/audience/). */
export const AUDIENCE_BEACON_PATH = '/_audiencia';

/** An absolute URL on this app's origin, for the links the auth server mails. */
export const absoluteUrl = (path: string, origin: string = window.location.origin): string =>
  `${origin}${path}`;

/**
 * The back-office's pages around sign-in (all but the account page outside react-admin's /admin), known to
 * the back-office and to the stack's first-admin invite. The e-mailed links land on the sign-up
 * confirmation, recovery and invite pages: their
 * absolute URLs are the redirect_to of the requests, so on a hosted project they must be in the auth
 * settings' allowed redirect URLs (the site URL's host is always allowed).
 */
export const AUTH_PATHS = {
  signIn: '/admin-auth',
  forgotPassword: '/admin-auth/esqueci-senha',
  recovery: '/admin-auth/nova-senha',
  invite: '/admin-auth/convite',
  emailConfirmed: '/admin-auth/email-confirmado',
  account: '/admin/minha-conta',
} as const;

/**
 * An arrival through the site's /admin-login address: the sign-in page then speaks that address's words
 * ('Bem-vindo(a)', 'Falha no login') instead of its own.
 */
export const ADMIN_LOGIN_ENTRY = { param: 'entrada', value: 'admin-login' } as const;

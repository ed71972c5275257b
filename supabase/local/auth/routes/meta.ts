import { publicJwks } from '../../signing-keys.ts';
import type { AuthDeps, AuthHandler } from './handler.ts';

/** GET /health, GET /settings and GET /.well-known/jwks.json, the public service descriptions. */
export function metaHandlers({ ctx }: AuthDeps) {
  const { config } = ctx;
  // The public keys that verify sessions (never the HS256 secret), cached for ten minutes as GoTrue's:
  // a standby key is published well before it signs, so caches learn it in time.
  const jwks: AuthHandler = async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=600');
    return config.signingKeys ? publicJwks(config.signingKeys.set) : { keys: [] };
  };
  const health: AuthHandler = async () => ({
    version: 'elo-local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  });
  const settings: AuthHandler = async () => ({
    external: {
      anonymous_users: false,
      apple: false,
      azure: false,
      bitbucket: false,
      discord: false,
      email: true,
      facebook: false,
      figma: false,
      github: false,
      gitlab: false,
      google: false,
      keycloak: false,
      kakao: false,
      linkedin: false,
      linkedin_oidc: config.auth.linkedin.enabled,
      notion: false,
      phone: false,
      slack: false,
      slack_oidc: false,
      spotify: false,
      twitch: false,
      twitter: false,
      workos: false,
      zoom: false,
    },
    disable_signup: !config.auth.enableSignup,
    mailer_autoconfirm: !config.auth.enableConfirmations,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });

  return { jwks, health, settings };
}

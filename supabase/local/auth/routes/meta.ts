import type { FastifyInstance } from 'fastify';
import type { StackContext } from '../../context.ts';
import { publicJwks } from '../../signing-keys.ts';

/** GET /health, GET /settings and GET /.well-known/jwks.json, the public service descriptions. */
export function registerMetaRoutes(app: FastifyInstance, ctx: StackContext): void {
  const { config } = ctx;
  // The public keys that verify sessions (never the HS256 secret), cached for ten minutes as GoTrue's:
  // a standby key is published well before it signs, so caches learn it in time.
  app.get('/.well-known/jwks.json', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=600');
    return config.signingKeys ? publicJwks(config.signingKeys.set) : { keys: [] };
  });
  app.get('/health', async () => ({
    version: 'elo-local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  }));
  app.get('/settings', async () => ({
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
  }));
}

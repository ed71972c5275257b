import type { FastifyInstance } from 'fastify';
import type { StackContext } from '../../context.ts';

/** GET /health and GET /settings, the public service descriptions. */
export function registerMetaRoutes(app: FastifyInstance, ctx: StackContext): void {
  const { config } = ctx;
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

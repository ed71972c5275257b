import type { FastifyInstance } from 'fastify';
import type { StackContext } from '../context.ts';

/** GoTrue-compatible auth service (subset used by supabase-js). */
export default async function authService(app: FastifyInstance, opts: { ctx: StackContext }): Promise<void> {
  const { config } = opts.ctx;
  app.get('/health', async () => ({
    version: 'elo-local',
    name: 'GoTrue',
    description: 'Elo CX local auth',
  }));
  app.get('/settings', async () => ({
    external: { email: true, linkedin_oidc: config.auth.linkedin.enabled },
    disable_signup: !config.auth.enableSignup,
    mailer_autoconfirm: !config.auth.enableConfirmations,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }));
}

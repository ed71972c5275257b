import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { interactionPolicy, type Configuration } from 'oidc-provider';
import type { StackConfig } from '../config.ts';
import { errorPage } from './page.ts';
import { PERSONAS, type Persona } from './personas.ts';

export function findPersona(sub: string): Persona | undefined {
  return PERSONAS.find((persona) => persona.sub === sub);
}

/** The claims LinkedIn puts in its ID token; email_verified is the string "true" there. */
export function personaClaims(persona: Persona, standinUrl: string): Record<string, unknown> {
  return {
    sub: persona.sub,
    name: `${persona.given_name} ${persona.family_name}`,
    given_name: persona.given_name,
    family_name: persona.family_name,
    picture: `${standinUrl}/pictures/${encodeURIComponent(persona.picture)}`,
    email: persona.email,
    email_verified: 'true',
    locale: persona.locale,
  };
}

/**
 * An OpenID Provider shaped like LinkedIn's: issuer = the stand-in's URL, one confidential client that
 * authenticates with client_secret_post, scopes openid profile email, every claim in the ID token.
 */
/**
 * The persona page on every sign-in, even with a live stand-in session, so a developer can switch
 * between demo members; the request that comes back from the page is not asked again.
 */
function alwaysChoosePersona(): interactionPolicy.Policy {
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check(
        'choose_persona',
        'A demo persona must be chosen',
        (ctx) => !ctx.oidc.result?.login,
      ),
    );
  return policy;
}

export async function createStandinProvider(config: StackConfig): Promise<Provider> {
  const issuer = config.linkedinStandinUrl;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'standin-rs256' };

  const configuration: Configuration = {
    clients: [
      {
        client_id: config.auth.linkedin.clientId,
        client_secret: config.auth.linkedin.clientSecret,
        redirect_uris: [`${config.apiUrl}/auth/v1/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    scopes: ['openid', 'profile', 'email'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'picture', 'locale'],
      email: ['email', 'email_verified'],
    },
    // LinkedIn puts the profile claims in the ID token itself (no userinfo call needed).
    conformIdTokenClaims: false,
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
      policy: alwaysChoosePersona(),
    },
    findAccount: (_ctx, sub) => {
      const persona = findPersona(sub);
      if (!persona) return undefined;
      return { accountId: sub, claims: () => personaClaims(persona, issuer) };
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(String(out.error_description ?? out.error ?? 'Erro desconhecido.'));
    },
  };
  const provider = new Provider(issuer, configuration);
  // The stand-in speaks plain http on 127.0.0.1 only.
  provider.proxy = false;
  return provider;
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StackContext } from '../context.ts';
import { optionalString } from './body.ts';
import { requireUser } from './caller.ts';
import { badRequest } from './errors.ts';

/**
 * POST /token?grant_type=id_token (signInWithIdToken) with GoTrue's answers for this project, where no
 * provider that signs in with a native ID token is enabled (LinkedIn signs in by redirect only): the
 * token is never checked, the request is refused the way GoTrue's IdTokenGrant refuses it.
 */
const FIXED_ISSUERS: Record<string, string> = {
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
  vercel_marketplace: 'https://marketplace.vercel.com',
  snapchat: 'https://accounts.snapchat.com/accounts/oauth2/token',
};
const APPLE_ISSUERS = ['https://appleid.apple.com', 'https://account.apple.com'];
const AZURE_ISSUER = /^https:\/\/login[.]microsoftonline[.]com\/([^/]+)\/v2[.]0\/?$/;

/** Go's %q for the strings that reach these messages (plain ASCII). */
const quoted = (value: string) => JSON.stringify(value);

/** GoTrue's OAuthError: 400 with `error` and `error_description`, no error code. */
function oauthError(reply: FastifyReply, description: string): FastifyReply {
  return reply.code(400).send({ error: 'invalid request', error_description: description });
}

/** The `iss` of an unverified ID token, as GoTrue reads it to pick Apple's or Azure's issuer. */
function issuerOf(idToken: string): string | null {
  const parts = idToken.split('.');
  if (parts.length !== 3) return null;
  try {
    const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as { iss?: unknown };
    return typeof payload.iss === 'string' ? payload.iss : '';
  } catch {
    return null;
  }
}

function detectedIssuer(idToken: string, issuer: string, label: string, accepts: (iss: string) => boolean) {
  const detected = issuerOf(idToken);
  if (detected === null) {
    throw badRequest('validation_failed', `Unable to detect issuer in ID token for ${label} provider`);
  }
  if (!accepts(detected)) {
    throw badRequest('validation_failed', `Detected ID token issuer is not an ${label} ID token issuer`);
  }
  if (issuer && issuer !== detected) {
    throw badRequest('validation_failed', 'Provided issuer does not match ID token issuer');
  }
  return detected;
}

/** The issuer GoTrue would look the provider up by, or its refusal when the provider is not one it knows. */
function providerIssuer(provider: string, issuer: string, idToken: string): string {
  if (provider === 'apple' || APPLE_ISSUERS.includes(issuer)) {
    return detectedIssuer(idToken, issuer, 'Apple', (iss) => APPLE_ISSUERS.includes(iss));
  }
  // GoTrue's order: Apple, Google, Azure, then the providers with a fixed issuer.
  if (provider === 'google' || issuer === FIXED_ISSUERS.google) return FIXED_ISSUERS.google;
  if (provider === 'azure' || AZURE_ISSUER.test(issuer)) {
    return detectedIssuer(idToken, issuer, 'Azure', (iss) =>
      ['https://login.microsoftonline.com/', 'https://sts.windows.net/'].some((prefix) =>
        iss.startsWith(prefix),
      ),
    );
  }
  for (const [name, iss] of Object.entries(FIXED_ISSUERS)) {
    if (provider === name || issuer === iss) return iss;
  }
  // Keycloak's issuer is its configured URL, which this project does not set.
  if (provider === 'keycloak') return '';
  if (provider.startsWith('custom:')) {
    throw badRequest('validation_failed', 'Custom OAuth providers are disabled');
  }
  throw badRequest('validation_failed', `Custom OIDC provider ${quoted(provider)} not allowed`);
}

export async function idTokenGrant(
  ctx: StackContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: Record<string, unknown>,
): Promise<FastifyReply> {
  const idToken = optionalString(body, 'id_token') ?? '';
  const provider = optionalString(body, 'provider') ?? '';
  const clientId = optionalString(body, 'client_id') ?? '';
  const issuer = optionalString(body, 'issuer') ?? '';
  if (!idToken) return oauthError(reply, 'id_token required');
  if (!provider && (!clientId || !issuer)) {
    return oauthError(reply, 'provider or client_id and issuer required');
  }
  if (body.link_identity === true) {
    if (!request.headers.authorization) {
      return oauthError(reply, 'Linking requires a valid user access token in Authorization');
    }
    await requireUser(ctx, request);
  }
  const found = providerIssuer(provider, issuer, idToken);
  throw badRequest('provider_disabled', `Provider (issuer ${quoted(found)}) is not enabled`);
}

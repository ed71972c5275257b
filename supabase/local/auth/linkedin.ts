import * as client from 'openid-client';
import type { StackContext } from '../context.ts';

/** The provider key supabase-js uses for LinkedIn's OpenID Connect product. */
export const LINKEDIN_PROVIDER = 'linkedin_oidc';

/** LinkedIn's "Sign In with LinkedIn using OpenID Connect" scopes (GoTrue's defaults). */
const DEFAULT_SCOPES = ['openid', 'email', 'profile'];

export function linkedinIssuer(ctx: StackContext): string {
  return ctx.config.auth.linkedin.issuer ?? ctx.config.linkedinStandinUrl;
}

export function callbackUrl(ctx: StackContext): string {
  return `${ctx.config.apiUrl}/auth/v1/callback`;
}

export function scopesFor(extra: string | undefined): string {
  const scopes = [...DEFAULT_SCOPES];
  for (const scope of (extra ?? '').split(/[\s,]+/)) if (scope && !scopes.includes(scope)) scopes.push(scope);
  return scopes.join(' ');
}

/**
 * The relying-party configuration, discovered once from the issuer. Client authentication is
 * client_secret_post because LinkedIn's token endpoint accepts only that; the authorization and token
 * endpoints come from discovery (LinkedIn's are on www.linkedin.com/oauth/v2/…, not on the API host).
 * A plain-http issuer is only ever the local stand-in.
 */
export function createLinkedinRelyingParty(ctx: StackContext): () => Promise<client.Configuration> {
  let pending: Promise<client.Configuration> | null = null;
  return () => {
    if (!pending) {
      const issuer = new URL(linkedinIssuer(ctx));
      const { clientId, clientSecret } = ctx.config.auth.linkedin;
      pending = client
        .discovery(
          issuer,
          clientId,
          { client_secret: clientSecret, redirect_uris: [callbackUrl(ctx)], response_types: ['code'] },
          client.ClientSecretPost(clientSecret),
          issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined,
        )
        .catch((err: unknown) => {
          // Retry discovery on the next sign-in instead of caching the failure.
          pending = null;
          throw err;
        });
    }
    return pending;
  };
}

/** The LinkedIn ID token claims GoTrue reads (parseLinkedinIDToken); email_verified is a string there. */
export interface LinkedinClaims {
  iss: string;
  sub: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
  locale?: string;
  email?: string;
  email_verified: boolean;
}

export function parseLinkedinClaims(raw: Record<string, unknown>): LinkedinClaims {
  const text = (key: string): string | undefined =>
    typeof raw[key] === 'string' && raw[key] ? (raw[key] as string) : undefined;
  const verified = raw.email_verified;
  return {
    iss: text('iss') ?? '',
    sub: text('sub') ?? '',
    given_name: text('given_name'),
    family_name: text('family_name'),
    picture: text('picture'),
    locale: text('locale'),
    email: text('email')?.toLowerCase(),
    email_verified: verified === true || (typeof verified === 'string' && verified.toLowerCase() === 'true'),
  };
}

/**
 * identity_data / user_metadata as Supabase's linkedin_oidc provider writes them: the claims map with
 * empty values dropped, name built from given + family name, email_verified and phone_verified always present.
 */
export function linkedinIdentityData(claims: LinkedinClaims): Record<string, unknown> {
  const name = [claims.given_name, claims.family_name].filter(Boolean).join(' ').trim();
  const data: Record<string, unknown> = {
    iss: claims.iss,
    sub: claims.sub,
    name,
    given_name: claims.given_name,
    family_name: claims.family_name,
    locale: claims.locale,
    picture: claims.picture,
    email: claims.email,
    email_verified: claims.email_verified,
    phone_verified: false,
    provider_id: claims.sub,
  };
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === '') delete data[key];
  }
  return data;
}

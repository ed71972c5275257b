import { randomUUID } from 'node:crypto';
import { stringToBase64URL } from '@supabase/ssr';
import { importJWK, SignJWT } from 'jose';
import { LOCAL_JWT_SECRET } from '#supabase/local/keys.ts';
import { keyInUse, readKeySet, SIGNING_ALGORITHM } from '#supabase/local/signing-keys.ts';
import { withDb } from './db.ts';

export interface SignedInMember {
  id: string;
  name: string;
  /** The Cookie header a browser signed in on the site sends (the site's Supabase session cookie). */
  cookie: string;
}

/**
 * A LinkedIn member with a session the auth server knows, in the cookie the site's sign-in leaves
 * (`sb-<ref>-auth-token`, @supabase/ssr's base64 form), without walking the sign-in. Remove it with
 * deleteAuthUser (its session goes with it).
 *
 * The access token is signed as the stack signs sessions (ES256 with the key in use, its kid in the
 * header) when `signingKeysFile` names the stack's key set: the site then verifies it locally from the
 * published keys. Without it, the token is HS256 with the legacy secret, which the site can only check
 * by asking the auth server (supabase-js's getClaims falls back to /auth/v1/user).
 */
export async function signedInMember(
  dbUrl: string,
  apiUrl: string,
  { name, email, signingKeysFile }: { name: string; email: string; signingKeysFile?: string },
): Promise<SignedInMember> {
  const id = randomUUID();
  const sessionId = randomUUID();
  await withDb(dbUrl, async (db) => {
    await db.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
         confirmation_token, recovery_token, email_change_token_new, email_change)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '', now(),
         '{"provider": "linkedin_oidc", "providers": ["linkedin_oidc"]}', $3, now(), now(), '', '', '', '')`,
      [id, email, { full_name: name, name, email }],
    );
    await db.query(
      `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')`,
      [sessionId, id],
    );
  });
  const now = Math.floor(Date.now() / 1000);
  const signingKey = signingKeysFile ? keyInUse(readKeySet(signingKeysFile)) : undefined;
  const accessToken = await new SignJWT({
    sub: id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    app_metadata: { provider: 'linkedin_oidc', providers: ['linkedin_oidc'] },
    user_metadata: { name },
    aal: 'aal1',
    amr: [{ method: 'oauth', timestamp: now }],
    session_id: sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader(
      signingKey ? { alg: SIGNING_ALGORITHM, kid: signingKey.kid, typ: 'JWT' } : { alg: 'HS256', typ: 'JWT' },
    )
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(
      signingKey
        ? await importJWK(signingKey.privateJwk!, SIGNING_ALGORITHM)
        : new TextEncoder().encode(LOCAL_JWT_SECRET),
    );
  const session = {
    access_token: accessToken,
    refresh_token: randomUUID(),
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    user: {
      id,
      email,
      aud: 'authenticated',
      app_metadata: { provider: 'linkedin_oidc' },
      user_metadata: { name },
    },
  };
  const ref = new URL(apiUrl).hostname.split('.')[0];
  return { id, name, cookie: `sb-${ref}-auth-token=base64-${stringToBase64URL(JSON.stringify(session))}` };
}

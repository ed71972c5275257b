import type { StackContext } from '../context.ts';
import { AuthError } from './errors.ts';
import {
  findIdentity,
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertUser,
  isBanned,
  mergeUserJson,
  recordSignIn,
  type UserRow,
} from './users.ts';

export interface ExternalIdentity {
  provider: string;
  providerId: string;
  email?: string;
  emailVerified: boolean;
  identityData: Record<string, unknown>;
}

async function addProvider(ctx: StackContext, user: UserRow, provider: string): Promise<void> {
  const current = user.raw_app_meta_data ?? {};
  const providers = Array.isArray(current.providers) ? (current.providers as string[]) : [];
  if (!providers.includes(provider)) {
    await mergeUserJson(ctx.db, user.id, 'raw_app_meta_data', {
      provider: current.provider ?? provider,
      providers: [...providers, provider],
    });
  }
}

/**
 * GoTrue's defence against pre-account takeover (RemoveUnconfirmedIdentities): nothing proves who set the
 * password or added the other identities of an unconfirmed account, so when a provider vouches for its
 * e-mail only the new identity stays. The password, the other identities, their sessions and the pending
 * confirmation link go; user_metadata becomes the provider's data and the providers list only this one.
 */
async function claimUnconfirmedAccount(
  ctx: StackContext,
  user: UserRow,
  identity: ExternalIdentity,
): Promise<void> {
  const client = await ctx.db.connect();
  try {
    await client.query('begin');
    const kept = await insertIdentity(
      client,
      user.id,
      identity.provider,
      identity.providerId,
      identity.identityData,
    );
    await client.query('delete from auth.identities where user_id = $1 and id <> $2', [user.id, kept.id]);
    await client.query('delete from auth.sessions where user_id = $1', [user.id]);
    await client.query(
      `update auth.users set encrypted_password = '', confirmation_token = '', raw_user_meta_data = $2::jsonb,
         raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb)
           || jsonb_build_object('provider', $3::text, 'providers', jsonb_build_array($3::text)),
         updated_at = now()
       where id = $1`,
      [user.id, JSON.stringify(identity.identityData), identity.provider],
    );
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}

async function markEmailConfirmed(ctx: StackContext, userId: string): Promise<void> {
  await ctx.db.query(
    'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1',
    [userId],
  );
}

/**
 * Finds or creates the user behind a provider identity as GoTrue does: a known identity gets its
 * data refreshed into identity_data and user_metadata; otherwise a user with the same verified e-mail
 * is linked (an unconfirmed one is first stripped of everything unverified); otherwise a new user is created. Unverified e-mails are refused while confirmations are on.
 */
export async function upsertExternalUser(ctx: StackContext, identity: ExternalIdentity): Promise<UserRow> {
  const { provider, providerId, identityData } = identity;
  const existing = await findIdentity(ctx.db, provider, providerId);
  let userId: string;
  if (existing) {
    userId = existing.user_id;
    await ctx.db.query(
      `update auth.identities set identity_data = $2, last_sign_in_at = now(), updated_at = now() where id = $1`,
      [existing.id, JSON.stringify(identityData)],
    );
    await mergeUserJson(ctx.db, userId, 'raw_user_meta_data', identityData);
  } else {
    const linked =
      identity.email && identity.emailVerified ? await findUserByEmail(ctx.db, identity.email) : null;
    if (linked && !linked.email_confirmed_at) {
      userId = linked.id;
      await claimUnconfirmedAccount(ctx, linked, identity);
    } else if (linked) {
      userId = linked.id;
      await insertIdentity(ctx.db, userId, provider, providerId, identityData);
      await addProvider(ctx, linked, provider);
      await mergeUserJson(ctx.db, userId, 'raw_user_meta_data', identityData);
    } else {
      if (!identity.emailVerified && ctx.config.auth.enableConfirmations) {
        throw new AuthError(422, 'provider_email_needs_verification', 'Unverified email with linkedin_oidc');
      }
      const created = await insertUser(ctx.db, {
        email: identity.email ?? null,
        encryptedPassword: '',
        emailConfirmed: false,
        appMetadata: { provider, providers: [provider] },
        userMetadata: identityData,
      });
      userId = created.id;
      await insertIdentity(ctx.db, userId, provider, providerId, identityData);
    }
  }
  if (identity.emailVerified || !ctx.config.auth.enableConfirmations) await markEmailConfirmed(ctx, userId);
  await recordSignIn(ctx.db, userId, provider);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AuthError(500, 'unexpected_failure', 'User vanished during sign-in');
  if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
  return user;
}

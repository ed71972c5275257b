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

async function markEmailConfirmed(ctx: StackContext, userId: string): Promise<void> {
  await ctx.db.query(
    'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1',
    [userId],
  );
}

/**
 * Finds or creates the user behind a provider identity as GoTrue does: a known identity gets its
 * data refreshed into identity_data and user_metadata; otherwise a user with the same verified e-mail
 * is linked; otherwise a new user is created. Unverified e-mails are refused while confirmations are on.
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
    if (linked) {
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

import { randomBytes } from 'node:crypto';
import type { StackContext } from '../../context.ts';
import { bodyOf, optionalObject, optionalString, queryOf, type JsonObject } from '../body.ts';
import { hashEmailOtp, newEmailToken, verifyLink, type EmailLinkType } from '../email-links.ts';
import { badRequest, notFound, unprocessable } from '../errors.ts';
import { assertPasswordStrength, hashPassword } from '../password.ts';
import { resolveRedirect } from '../redirects.ts';
import { setConfirmationToken, setPendingEmailChange, setRecoveryToken } from '../user-store.ts';
import {
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertUser,
  loadUserJson,
  type UserRow,
} from '../users.ts';
import { assertMetadataSize, normalizeEmail } from '../validation.ts';
import type { AuthDeps, AuthHandler } from './handler.ts';

const TYPES = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change_current',
  'email_change_new',
] as const;
type GenerateType = (typeof TYPES)[number];
const emailExists = () =>
  unprocessable('email_exists', 'A user with this email address has already been registered');

/**
 * POST /admin/generate_link: the link GoTrue would mail, handed to the service role instead of mailed,
 * with the code, its hash, the verification type and the user, as GoTrue's GenerateLinkResponse.
 */
export function generateLinkHandlers({ ctx }: AuthDeps) {
  const generateLink: AuthHandler = async (request) => {
    const body = bodyOf(request);
    let type = optionalString(body, 'type') as GenerateType | undefined;
    if (!type || !TYPES.includes(type)) {
      throw badRequest('validation_failed', `Invalid email action link type requested: ${type ?? ''}`);
    }
    const email = normalizeEmail(optionalString(body, 'email') ?? '');
    const data = optionalObject(body, 'data') ?? {};
    assertMetadataSize('data', data);
    const redirectTo = resolveRedirect(
      ctx.config,
      queryOf(request).redirect_to ?? optionalString(body, 'redirect_to'),
    );
    let password = optionalString(body, 'password');
    let user = await findUserByEmail(ctx.db, email);
    if (!user && type === 'magiclink') {
      type = 'signup';
      password = randomBytes(32).toString('hex');
    }
    if (!user && (type === 'recovery' || type.startsWith('email_change'))) {
      throw notFound('user_not_found', 'User with this email not found');
    }
    if ((type === 'signup' || type === 'invite') && user?.email_confirmed_at) throw emailExists();
    if (!user) {
      if (type === 'signup') {
        if (!password) throw unprocessable('weak_password', 'Signup requires a valid password');
        assertPasswordStrength(ctx.config, password);
      }
      user = await createEmailUser(ctx, email, data, type === 'signup' ? await hashPassword(password!) : '');
    }
    const token = newEmailToken(email, false);
    let hashed = token.tokenHash;
    let verificationType: EmailLinkType =
      type === 'email_change_current' || type === 'email_change_new' ? 'email_change' : type;
    if (type === 'recovery' || type === 'magiclink') {
      await setRecoveryToken(ctx.db, user.id, hashed);
    } else if (type === 'signup' || type === 'invite') {
      await setConfirmationToken(ctx.db, user.id, hashed, { invited: type === 'invite' });
    } else {
      const newEmail = normalizeEmail(optionalString(body, 'new_email') ?? '');
      const other = await findUserByEmail(ctx.db, newEmail);
      if (other && other.id !== user.id) throw emailExists();
      if (type === 'email_change_new') hashed = hashEmailOtp(newEmail, token.otp);
      await setPendingEmailChange(ctx.db, user.id, newEmail, {
        toCurrent: type === 'email_change_current' ? hashed : '',
        toNew: type === 'email_change_new' ? hashed : '',
      });
      verificationType = 'email_change';
    }
    const fresh = (await findUserById(ctx.db, user.id)) ?? user;
    const response: JsonObject = {
      ...(await loadUserJson(ctx.db, fresh)),
      action_link: verifyLink(ctx, hashed, verificationType, redirectTo),
      email_otp: token.otp,
      hashed_token: hashed,
      verification_type: type,
      redirect_to: redirectTo,
    };
    return response;
  };

  return { generateLink };
}

async function createEmailUser(
  ctx: StackContext,
  email: string,
  data: JsonObject,
  encryptedPassword: string,
): Promise<UserRow> {
  const user = await insertUser(ctx.db, {
    email,
    encryptedPassword,
    emailConfirmed: false,
    appMetadata: { provider: 'email', providers: ['email'] },
    userMetadata: data,
  });
  await insertIdentity(ctx.db, user.id, 'email', user.id, {
    sub: user.id,
    email,
    email_verified: false,
    phone_verified: false,
  });
  return user;
}

import type { FastifyRequest } from 'fastify';
import type { StackContext } from '../../context.ts';
import { bodyOf, optionalObject, optionalString, queryOf, type JsonObject } from '../body.ts';
import { badRequest, notFound, unprocessable } from '../errors.ts';
import { assertPasswordStrength, hashPassword } from '../password.ts';
import { factorsOf } from '../mfa/factors.ts';
import {
  deleteUser as deleteUserRow,
  listUsers as listUserRows,
  setBannedUntil,
  setEmail,
  setEncryptedPassword,
  softDeleteUser,
} from '../user-store.ts';
import {
  confirmEmail,
  findUserByEmail,
  findUserById,
  identitiesOf,
  insertIdentity,
  insertUser,
  loadUserJson,
  mergeUserJson,
  userJson,
  type UserRow,
} from '../users.ts';
import { assertMetadataSize, normalizeEmail } from '../validation.ts';
import type { AuthDeps, AuthHandler } from './handler.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function userIdParam(request: FastifyRequest): string {
  const id = (request.params as { id?: string }).id ?? '';
  if (!UUID.test(id)) throw notFound('user_not_found', 'User not found');
  return id;
}

async function existingUser(ctx: StackContext, id: string): Promise<UserRow> {
  const user = await findUserById(ctx.db, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

/** Parses GoTrue's ban_duration ("none" lifts a ban; Go durations such as "24h" or "30m"). */
function banUntil(duration: string): Date | null {
  if (duration === 'none') return null;
  const match = /^(\d+(?:\.\d+)?)(h|m|s|ms)$/.exec(duration);
  if (!match) throw badRequest('validation_failed', 'invalid format for ban duration');
  const unit = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 }[match[2] as 'h' | 'm' | 's' | 'ms'];
  return new Date(Date.now() + Number(match[1]) * unit);
}

/** GoTrue parses page and per_page as unsigned integers and refuses anything else with 400. */
function paginationParam(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,15}$/.test(raw)) {
    throw badRequest('validation_failed', `Bad Pagination Parameters: invalid value "${raw.slice(0, 32)}"`);
  }
  return Number(raw);
}

/** The admin user API the service role uses (seeding, tests, back-office tooling), under /admin. */
export function adminUserHandlers({ ctx }: AuthDeps) {
  const createUser: AuthHandler = async (request) => {
    const body = bodyOf(request);
    const rawEmail = optionalString(body, 'email');
    const password = optionalString(body, 'password');
    const appMetadata = optionalObject(body, 'app_metadata') ?? {};
    const userMetadata = optionalObject(body, 'user_metadata') ?? {};
    const emailConfirm = body.email_confirm === true;
    if (!rawEmail) throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
    const email = normalizeEmail(rawEmail);
    assertMetadataSize('app_metadata', appMetadata);
    assertMetadataSize('user_metadata', userMetadata);
    if (await findUserByEmail(ctx.db, email)) {
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    }
    if (password !== undefined) assertPasswordStrength(ctx.config, password);
    const user = await insertUser(ctx.db, {
      email,
      encryptedPassword: password === undefined ? null : await hashPassword(password),
      emailConfirmed: false,
      appMetadata: { provider: 'email', providers: ['email'], ...appMetadata },
      userMetadata,
    });
    await insertIdentity(ctx.db, user.id, 'email', user.id, {
      sub: user.id,
      email,
      email_verified: false,
      phone_verified: false,
    });
    if (emailConfirm) await confirmEmail(ctx.db, user.id);
    if (typeof body.ban_duration === 'string') {
      await setBannedUntil(ctx.db, user.id, banUntil(body.ban_duration));
    }
    return loadUserJson(ctx.db, await existingUser(ctx, user.id));
  };

  const listUsers: AuthHandler = async (request, reply) => {
    const query = queryOf(request);
    const page = Math.max(1, paginationParam(query.page, 1));
    const perPage = Math.min(1000, Math.max(1, paginationParam(query.per_page, 50)));
    const { total: count, users: rows } = await listUserRows(ctx.db, perPage, (page - 1) * perPage);
    const users: JsonObject[] = [];
    for (const user of rows) {
      users.push(userJson(user, await identitiesOf(ctx.db, user.id), await factorsOf(ctx.db, user.id)));
    }
    const lastPage = Math.max(1, Math.ceil(count / perPage));
    const base = `${ctx.config.apiUrl}/auth/v1/admin/users?per_page=${perPage}`;
    const links = [`<${base}&page=${lastPage}>; rel="last"`];
    if (page < lastPage) links.unshift(`<${base}&page=${page + 1}>; rel="next"`);
    reply.header('X-Total-Count', String(count));
    reply.header('Link', links.join(', '));
    return { users, aud: 'authenticated' };
  };

  const getUser: AuthHandler = async (request) => {
    return loadUserJson(ctx.db, await existingUser(ctx, userIdParam(request)));
  };

  const updateUser: AuthHandler = async (request) => {
    const id = userIdParam(request);
    await existingUser(ctx, id);
    const body = bodyOf(request);
    const rawEmail = optionalString(body, 'email');
    const password = optionalString(body, 'password');
    const appMetadata = optionalObject(body, 'app_metadata');
    const userMetadata = optionalObject(body, 'user_metadata');
    assertMetadataSize('app_metadata', appMetadata);
    assertMetadataSize('user_metadata', userMetadata);
    if (rawEmail !== undefined) {
      const email = normalizeEmail(rawEmail);
      const other = await findUserByEmail(ctx.db, email);
      if (other && other.id !== id) {
        throw unprocessable('email_exists', 'A user with this email address has already been registered');
      }
      await setEmail(ctx.db, id, email);
    }
    if (password !== undefined) {
      assertPasswordStrength(ctx.config, password);
      await setEncryptedPassword(ctx.db, id, await hashPassword(password));
    }
    if (appMetadata) await mergeUserJson(ctx.db, id, 'raw_app_meta_data', appMetadata);
    if (userMetadata) await mergeUserJson(ctx.db, id, 'raw_user_meta_data', userMetadata);
    if (body.email_confirm === true) await confirmEmail(ctx.db, id);
    if (typeof body.ban_duration === 'string') {
      await setBannedUntil(ctx.db, id, banUntil(body.ban_duration));
    }
    return loadUserJson(ctx.db, await existingUser(ctx, id));
  };

  const deleteUser: AuthHandler = async (request) => {
    const id = userIdParam(request);
    await existingUser(ctx, id);
    const body = bodyOf(request);
    if (body.should_soft_delete === true) await softDeleteUser(ctx.db, id);
    else await deleteUserRow(ctx.db, id);
    return {};
  };

  return { createUser, listUsers, getUser, updateUser, deleteUser };
}

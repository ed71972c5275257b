import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StackContext } from '../../context.ts';
import { bodyOf, optionalObject, optionalString, queryOf, type JsonObject } from '../body.ts';
import { requireAdmin } from '../caller.ts';
import { badRequest, notFound, unprocessable } from '../errors.ts';
import { assertPasswordStrength, hashPassword } from '../password.ts';
import { factorsOf } from '../mfa/factors.ts';
import { registerAdminFactorRoutes } from './admin-factors.ts';
import { registerGenerateLinkRoute } from './generate-link.ts';
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

/** The admin user API the service role uses (seeding, tests, back-office tooling). */
export async function registerAdminRoutes(parent: FastifyInstance, ctx: StackContext): Promise<void> {
  await parent.register(async (app) => adminRoutes(app, ctx), { prefix: '/admin' });
}

function adminRoutes(app: FastifyInstance, ctx: StackContext): void {
  app.addHook('preHandler', async (request) => {
    await requireAdmin(ctx, request);
  });

  registerGenerateLinkRoute(app, ctx);
  registerAdminFactorRoutes(app, ctx);

  app.post('/users', async (request) => {
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
      await ctx.db.query('update auth.users set banned_until = $2 where id = $1', [
        user.id,
        banUntil(body.ban_duration),
      ]);
    }
    return loadUserJson(ctx.db, await existingUser(ctx, user.id));
  });

  app.get('/users', async (request, reply) => {
    const query = queryOf(request);
    const page = Math.max(1, paginationParam(query.page, 1));
    const perPage = Math.min(1000, Math.max(1, paginationParam(query.per_page, 50)));
    const total = await ctx.db.query<{ count: string }>('select count(*) from auth.users');
    const { rows } = await ctx.db.query<UserRow>(
      'select * from auth.users order by created_at desc, id limit $1 offset $2',
      [perPage, (page - 1) * perPage],
    );
    const users: JsonObject[] = [];
    for (const user of rows) {
      users.push(userJson(user, await identitiesOf(ctx.db, user.id), await factorsOf(ctx.db, user.id)));
    }
    const count = Number(total.rows[0].count);
    const lastPage = Math.max(1, Math.ceil(count / perPage));
    const base = `${ctx.config.apiUrl}/auth/v1/admin/users?per_page=${perPage}`;
    const links = [`<${base}&page=${lastPage}>; rel="last"`];
    if (page < lastPage) links.unshift(`<${base}&page=${page + 1}>; rel="next"`);
    reply.header('X-Total-Count', String(count));
    reply.header('Link', links.join(', '));
    return { users, aud: 'authenticated' };
  });

  app.get('/users/:id', async (request) => {
    return loadUserJson(ctx.db, await existingUser(ctx, userIdParam(request)));
  });

  app.put('/users/:id', async (request) => {
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
      await ctx.db.query('update auth.users set email = $2, updated_at = now() where id = $1', [id, email]);
      await ctx.db.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text)
         where user_id = $1 and provider = 'email'`,
        [id, email],
      );
    }
    if (password !== undefined) {
      assertPasswordStrength(ctx.config, password);
      await ctx.db.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
        id,
        await hashPassword(password),
      ]);
    }
    if (appMetadata) await mergeUserJson(ctx.db, id, 'raw_app_meta_data', appMetadata);
    if (userMetadata) await mergeUserJson(ctx.db, id, 'raw_user_meta_data', userMetadata);
    if (body.email_confirm === true) await confirmEmail(ctx.db, id);
    if (typeof body.ban_duration === 'string') {
      await ctx.db.query('update auth.users set banned_until = $2, updated_at = now() where id = $1', [
        id,
        banUntil(body.ban_duration),
      ]);
    }
    return loadUserJson(ctx.db, await existingUser(ctx, id));
  });

  app.delete('/users/:id', async (request) => {
    const id = userIdParam(request);
    await existingUser(ctx, id);
    const body = bodyOf(request);
    if (body.should_soft_delete === true) {
      await ctx.db.query(
        `update auth.users set deleted_at = now(), email = null, encrypted_password = '', phone = null,
           raw_app_meta_data = '{}'::jsonb, raw_user_meta_data = '{}'::jsonb, updated_at = now() where id = $1`,
        [id],
      );
      await ctx.db.query('delete from auth.identities where user_id = $1', [id]);
      await ctx.db.query('delete from auth.sessions where user_id = $1', [id]);
    } else {
      await ctx.db.query('delete from auth.users where id = $1', [id]);
    }
    return {};
  });
}

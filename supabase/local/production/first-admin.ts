import type pg from 'pg';
import { AUTH_PATHS } from '#shared/adminAuthPaths.ts';
import { authConfirmLink } from '#shared/authConfirm.ts';
import type { StackConfig } from '../config.ts';
import { internalApiUrl } from './config.ts';

export type AdminLinkResult =
  { kind: 'mailed'; email: string } | { kind: 'link'; email: string; link: string };
export type FirstAdminResult = { kind: 'exists' } | AdminLinkResult;

/** Outgoing e-mail is configured (SMTP_URL or SMTP_HOST): invites are mailed instead of printed. */
export function smtpConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.SMTP_URL || env.SMTP_HOST);
}

export async function adminCount(db: pg.Pool | pg.Client): Promise<number> {
  const { rows } = await db.query<{ count: string }>(
    "select count(*) from public.user_roles where role = 'admin'",
  );
  return Number(rows[0].count);
}

async function callAuth(
  config: StackConfig,
  route: string,
  body: Record<string, unknown>,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${internalApiUrl(config)}/auth/v1${route}`, {
    method: 'POST',
    headers: {
      apikey: config.serviceRoleKey,
      authorization: `Bearer ${config.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

function userIdOf(json: Record<string, unknown>): string {
  const id = json.id ?? (json.user as Record<string, unknown> | undefined)?.id;
  if (typeof id !== 'string')
    throw new Error(`The auth service answered without a user: ${JSON.stringify(json)}`);
  return id;
}

/**
 * The admins' addresses when none of them has ever signed in (the first admin's link was lost or never
 * used), else an empty list: the start then offers a fresh link instead of saying an admin exists.
 */
export async function adminsNeverSignedIn(db: pg.Pool | pg.Client): Promise<string[]> {
  const { rows } = await db.query<{ email: string; signed_in: boolean }>(
    `select u.email, u.last_sign_in_at is not null as signed_in
       from public.user_roles r join auth.users u on u.id = r.user_id
      where r.role = 'admin' and u.deleted_at is null order by u.created_at`,
  );
  return rows.some((row) => row.signed_in) ? [] : rows.map((row) => row.email);
}

/**
 * A production database starts without any account. While it has no admin, the given address gets one
 * (see grantAdminAccess).
 */
export async function ensureFirstAdmin(
  config: StackConfig,
  db: pg.Pool | pg.Client,
  email: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<FirstAdminResult> {
  if ((await adminCount(db)) > 0) return { kind: 'exists' };
  return grantAdminAccess(config, db, email, env);
}

/**
 * Makes the address an admin and gives them a way in: an invite mailed through SMTP when configured,
 * else a one-time link (valid for an hour) handed back to be printed. The link is verified by the
 * site's server (/auth/confirm), so it works in any browser, and leads to the back-office's page that
 * asks for a password. An address that is already a confirmed account gets a password-reset link
 * instead. A new link replaces the previous one.
 */
export async function grantAdminAccess(
  config: StackConfig,
  db: pg.Pool | pg.Client,
  email: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<AdminLinkResult> {
  // The back-office pages that take the link's session and ask for a password: 'Aceitar convite' for
  // the invite, 'Criar nova senha' when the address already had an account.
  const redirectTo = `${config.auth.siteUrl}${AUTH_PATHS.invite}`;
  const recoveryTo = `${config.auth.siteUrl}${AUTH_PATHS.recovery}`;
  let userId: string;
  let result: AdminLinkResult;
  if (smtpConfigured(env)) {
    const invited = await callAuth(config, `/invite?redirect_to=${encodeURIComponent(redirectTo)}`, {
      email,
    });
    if (invited.status === 422) {
      const reset = await callAuth(config, `/recover?redirect_to=${encodeURIComponent(recoveryTo)}`, {
        email,
      });
      if (reset.status >= 400) throw new Error(`Could not mail a reset link: ${JSON.stringify(reset.json)}`);
      const { rows } = await db.query<{ id: string }>('select id from auth.users where email = $1', [
        email.toLowerCase(),
      ]);
      userId = rows[0].id;
    } else if (invited.status >= 400) {
      throw new Error(`Could not invite ${email}: ${JSON.stringify(invited.json)}`);
    } else {
      userId = userIdOf(invited.json);
    }
    result = { kind: 'mailed', email };
  } else {
    let generated = await callAuth(config, '/admin/generate_link', {
      type: 'invite',
      email,
      redirect_to: redirectTo,
    });
    if (generated.status === 422) {
      generated = await callAuth(config, '/admin/generate_link', {
        type: 'recovery',
        email,
        redirect_to: recoveryTo,
      });
    }
    if (generated.status >= 400) {
      throw new Error(`Could not create a link for ${email}: ${JSON.stringify(generated.json)}`);
    }
    userId = userIdOf(generated.json);
    const type = generated.json.verification_type === 'recovery' ? 'recovery' : 'invite';
    result = {
      kind: 'link',
      email,
      link: authConfirmLink(config.auth.siteUrl, String(generated.json.hashed_token), type),
    };
  }
  await db.query(
    "insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict (user_id, role) do nothing",
    [userId],
  );
  return result;
}

import { expect, type Page } from '@playwright/test';
import type { MailMessage } from '#supabase/local/mailbox/store.ts';
import { anonClient, type TestClient } from '../../helpers/supabase.ts';
import { e2eEnv } from '../env.ts';
import { service } from './helpers.ts';

/** The newest message to `to` whose subject matches, once it has arrived. */
export async function latestMail(to: string, subject: RegExp, after?: string): Promise<MailMessage> {
  let found: MailMessage | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${e2eEnv().mailboxUrl}/api/messages?to=${encodeURIComponent(to)}`);
        const messages = (await res.json()) as MailMessage[];
        found = messages.find((m) => subject.test(m.subject) && (!after || m.id !== after));
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** A confirmed e-mail account, optionally holding the admin role; returns its id. */
export async function createAccount(email: string, password: string, admin: boolean): Promise<string> {
  const db = service();
  const { data, error } = await db.auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  if (admin) {
    const grant = await db.from('user_roles').insert({ user_id: data.user.id, role: 'admin' });
    if (grant.error) throw grant.error;
  }
  return data.user.id;
}

export async function deleteAccount(userId: string | undefined): Promise<void> {
  if (userId) await service().auth.admin.deleteUser(userId);
}

/** A supabase-js session of the account elsewhere (another device), to see it signed out. */
export async function signedInElsewhere(email: string, password: string): Promise<TestClient> {
  const client = anonClient(e2eEnv().apiUrl);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

export const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@elocx.com.br`;

/**
 * Screenshots of a screen on a phone and a laptop, for people to look at (nothing is compared). Taken
 * only when ELO_SHOTS_DIR names a folder.
 */
export async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.ELO_SHOTS_DIR;
  if (!dir) return;
  const original = page.viewportSize();
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    // The layout for the new size is painted two frames later.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.screenshot({ path: `${dir}/${name}-${width}x${height}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

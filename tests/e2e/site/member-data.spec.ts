import { readFile } from 'node:fs/promises';
import { expect, test } from '../test.ts';
import { EVENT_IDS } from '../../helpers/seed-ids.ts';
import { seriousViolations } from './axe.ts';
import { sql } from './support.ts';

const PERSONA = { name: 'Juliana Alves', email: 'juliana.alves@example.com.br' };

/** Tables that would name the persona: none may after the erasure. */
async function traces(): Promise<Record<string, number>> {
  const [row] = await sql<Record<string, string>>(
    `select
       (select count(*) from auth.users where email = $1) as users,
       (select count(*) from auth.identities where email = $1) as identities,
       (select count(*) from public.members where email = $1 or full_name = $2) as members,
       (select count(*) from public.newsletter_subscribers where email = $1) as newsletter,
       (select count(*) from public.event_rsvps r
          where not exists (select 1 from auth.users u where u.id = r.member_id)) as orphan_rsvps`,
    [PERSONA.email, PERSONA.name],
  );
  return Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, Number(value)]));
}

test.describe('LGPD in the member area', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a member downloads their data, then deletes their account', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/privacidade',
    );
    await page.getByRole('button', { name: 'Entrar com LinkedIn' }).click();
    await page.getByRole('button', { name: `Entrar como ${PERSONA.name}` }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByText(`Olá, ${PERSONA.name}!`)).toBeVisible();
    // As /privacidade says: the session is in HttpOnly cookies, out of reach of the page's scripts and storage.
    const sessionCookies = (await page.context().cookies()).filter((c) => /auth-token/.test(c.name));
    expect(sessionCookies.length).toBeGreaterThan(0);
    expect(sessionCookies.every((c) => c.httpOnly)).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/auth-token/);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => /auth|sb-/.test(key))),
    ).toEqual([]);
    // The member row exists once the login is tracked.
    await expect
      .poll(async () => (await sql('select 1 from public.members where email = $1', [PERSONA.email])).length)
      .toBe(1);

    // Something to find in the export: an RSVP and a newsletter subscription.
    await page.goto(`/events/${EVENT_IDS.upcomingRio}`);
    await page.getByRole('button', { name: /^Vou participar/ }).click();
    await expect(page.locator('.toast').getByText('Presença confirmada')).toBeVisible();
    await sql(
      `insert into public.newsletter_subscribers (email, source) values ($1, 'site') on conflict do nothing`,
      [PERSONA.email],
    );

    await page.goto('/member/dashboard');
    const section = page.getByRole('region', { name: 'Seus dados' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Baixar meus dados' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^meus-dados-elocx-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      account: { email: string };
      member: { full_name: string; email: string };
      event_rsvps: { event_id: string }[];
      newsletter_subscriptions: { email: string }[];
      login_history: { member_logins: { login_count: number } };
    };
    expect(exported.account.email).toBe(PERSONA.email);
    expect(exported.member).toMatchObject({ full_name: PERSONA.name, email: PERSONA.email });
    expect(exported.event_rsvps.map((rsvp) => rsvp.event_id)).toEqual([EVENT_IDS.upcomingRio]);
    expect(exported.newsletter_subscriptions.map((row) => row.email)).toEqual([PERSONA.email]);
    expect(exported.login_history.member_logins.login_count).toBeGreaterThanOrEqual(1);

    // Cancelling the dialog keeps everything.
    await section.getByRole('button', { name: 'Excluir minha conta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir sua conta?' });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    expect((await traces()).users).toBe(1);

    await section.getByRole('button', { name: 'Excluir minha conta' }).click();
    await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
    await expect(page.locator('.toast').getByText('Conta excluída')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Quero fazer parte!' })).toBeVisible();
    expect(await traces()).toEqual({ users: 0, identities: 0, members: 0, newsletter: 0, orphan_rsvps: 0 });

    // Signed out for good: the member area shows the lock card again.
    await page.goto('/member/dashboard');
    await expect(page.getByRole('heading', { name: 'Área Exclusiva para Membros' })).toBeVisible();
  });

  test('the privacy page names the controller, the LinkedIn data, retention and the LGPD rights', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacidade' }).click();
    await expect(page).toHaveURL(/\/privacidade$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
    for (const heading of [
      'Quem controla seus dados',
      'O que guardamos',
      'Para que usamos',
      'Por quanto tempo',
      'Seus direitos',
      'Como exercer seus direitos',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    }
    await expect(page.getByText(/art\. 18/)).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Cookies e armazenamento no seu navegador' }),
    ).toBeVisible();
    await expect(page.getByText(/em cookies próprios do site, marcados\s+como HttpOnly/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expect(page.getByRole('link', { name: 'privacidade@elocx.com.br' }).first()).toHaveAttribute(
      'href',
      'mailto:privacidade@elocx.com.br',
    );
    await page.goto('/newsletter');
    await expect(page.getByRole('link', { name: 'Política de Privacidade' })).toBeVisible();
  });
});

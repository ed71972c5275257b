import { type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import type { MailMessage } from '#supabase/local/mailbox/store.ts';
import { EVENT_IDS } from '../../helpers/seed-ids.ts';
import { e2eEnv } from '../env.ts';
import { seriousViolations } from './axe.ts';
import { holdScripts, sql, withDbChange } from './support.ts';

const EVENT_ID = EVENT_IDS.upcomingRio;
const PERSONA = { name: 'Mariana Costa', email: 'mariana.costa@example.com.br' };

async function confirmedCount(): Promise<number> {
  const [row] = await sql<{ n: string }>('select count(*) as n from public.event_rsvps where event_id = $1', [
    EVENT_ID,
  ]);
  return Number(row!.n);
}

async function removePersonaRsvps(): Promise<void> {
  await sql(
    `delete from public.event_rsvps where member_id in (select id from auth.users where email = $1)`,
    [PERSONA.email],
  );
}

/** 'Presença confirmada' e-mails to the persona since a moment. */
async function confirmationsSince(since: number): Promise<MailMessage[]> {
  const res = await fetch(`${e2eEnv().mailboxUrl}/api/messages?to=${encodeURIComponent(PERSONA.email)}`);
  const messages = (await res.json()) as MailMessage[];
  return messages.filter((m) => m.subject.startsWith('Presença confirmada: ') && Date.parse(m.date) >= since);
}

function countText(page: Page) {
  return page.locator('.event-attendance__count');
}

test.describe('event RSVP', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(removePersonaRsvps);
  test.afterAll(removePersonaRsvps);

  test("a visitor clicks 'Vou participar', signs in, comes back to the event and is counted", async ({
    page,
  }) => {
    const before = await confirmedCount();
    const started = Date.now();
    await page.goto(`/events/${EVENT_ID}`);
    await expect(page.getByRole('heading', { name: 'Quem vai' })).toBeVisible();
    await expect(countText(page)).toHaveText(
      before === 0 ? /Nenhum membro confirmado ainda/ : new RegExp(`^${before} membros? confirmados?`),
    );

    await page.getByRole('button', { name: /^Vou participar/ }).click();
    await page.getByRole('button', { name: `Entrar como ${PERSONA.name}` }).click();
    await page.waitForURL((url) => url.pathname === `/events/${EVENT_ID}`);

    await expect(page.locator('.toast').getByText('Presença confirmada')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Cancelar presença/ })).toBeVisible();
    await expect(countText(page)).toHaveText(new RegExp(`^${before + 1} membros? confirmados?`));
    expect(await confirmedCount()).toBe(before + 1);
    // The member gets one confirmation e-mail with the event for their calendar.
    await expect.poll(async () => (await confirmationsSince(started)).length).toBe(1);
    const [mail] = await confirmationsSince(started);
    expect(mail!.attachments.map((a) => a.contentType.split(';')[0])).toEqual(['text/calendar']);
    expect(mail!.attachments[0]!.content).toContain(`UID:${EVENT_ID}@`);

    // Once the login is tracked (the member row exists), the member's face is among the confirmed.
    await expect
      .poll(async () => (await sql('select 1 from public.members where email = $1', [PERSONA.email])).length)
      .toBe(1);
    await page.reload();
    await expect(
      page
        .getByRole('list', { name: 'Alguns dos membros confirmados' })
        .getByRole('img', { name: PERSONA.name }),
    ).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);

    // The cards know it too.
    await page.goto('/events');
    const card = page.locator('.event-card').filter({ has: page.locator(`a[href="/events/${EVENT_ID}"]`) });
    await expect(card.getByRole('button', { name: /^Cancelar presença/ })).toBeVisible();
    await expect(card.getByText(new RegExp(`^${before + 1} membros? confirmados?`))).toBeVisible();

    // Cancelling takes the member out of the count.
    await card.getByRole('button', { name: /^Cancelar presença/ }).click();
    await expect(page.locator('.toast').getByText('Presença cancelada')).toBeVisible();
    await expect(card.getByRole('button', { name: /^Vou participar/ })).toBeVisible();
    expect(await confirmedCount()).toBe(before);
  });

  test('on a phone one toast at a time answers the RSVP, clear of the card it came from, and leaves with the page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/events/${EVENT_ID}`);
    await page.getByRole('button', { name: /^Vou participar/ }).click();
    await page.getByRole('button', { name: `Entrar como ${PERSONA.name}` }).click();
    await page.waitForURL((url) => url.pathname === `/events/${EVENT_ID}`);
    await expect(page.locator('.toast').getByText('Presença confirmada')).toBeVisible();

    await page.goto('/events');
    const card = page.locator('.event-card').filter({ has: page.locator(`a[href="/events/${EVENT_ID}"]`) });
    // Tapped low on the screen: the answer shows up away from the card's buttons.
    await card.getByRole('button', { name: /^Cancelar presença/ }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -window.innerHeight / 3));
    await card.getByRole('button', { name: /^Cancelar presença/ }).click();
    await expect(page.locator('.toast').getByText('Presença cancelada')).toBeVisible();
    await card.getByRole('button', { name: /^Vou participar/ }).click();
    await expect(page.locator('.toast').getByText('Presença confirmada')).toBeVisible();
    await expect(page.locator('.toast')).toHaveCount(1);
    const toastBox = (await page.locator('.toaster').boundingBox())!;
    for (const control of [
      card.getByRole('button', { name: /^Cancelar presença/ }),
      card.locator('.calendar-menu > summary'),
    ]) {
      const box = (await control.boundingBox())!;
      const overlaps =
        box.x < toastBox.x + toastBox.width &&
        toastBox.x < box.x + box.width &&
        box.y < toastBox.y + toastBox.height &&
        toastBox.y < box.y + box.height;
      expect(overlaps, `the toast covers ${await control.innerText()}`).toBe(false);
    }

    // Another page: the toast about this one is gone.
    await card.locator(`a[href="/events/${EVENT_ID}"]`).first().click();
    await page.waitForURL((url) => url.pathname === `/events/${EVENT_ID}`);
    await expect(page.locator('.toast')).toHaveCount(0);
  });

  test("a member's tap before the page has hydrated still confirms and cancels, back on its page", async ({
    page,
  }) => {
    const before = await confirmedCount();
    await page.goto(`/events/${EVENT_ID}`);
    await page.getByRole('button', { name: /^Vou participar/ }).click();
    await page.getByRole('button', { name: `Entrar como ${PERSONA.name}` }).click();
    await expect(page.getByRole('button', { name: /^Cancelar presença/ })).toBeVisible();
    await removePersonaRsvps();

    // Signed in, on a page whose scripts have not run yet: the buttons are forms the server answers.
    let release = await holdScripts(page);
    await page.goto(`/events/${EVENT_ID}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: /^Vou participar/ }).click();
    await expect(page.getByRole('button', { name: /^Cancelar presença/ })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/events/${EVENT_ID}`);
    await expect(countText(page)).toHaveText(new RegExp(`^${before + 1} membros? confirmados?`));
    expect(await confirmedCount()).toBe(before + 1);
    release();
    await expect(page.locator('.toast').getByText('Presença confirmada')).toBeVisible();

    // From the list, with its page number: back on that same list, at the card that was tapped.
    release = await holdScripts(page);
    await page.goto('/events?pagina=1', { waitUntil: 'commit' });
    const card = page.locator('.event-card').filter({ has: page.locator(`a[href="/events/${EVENT_ID}"]`) });
    await card.getByRole('button', { name: /^Cancelar presença/ }).click();
    await expect(card.getByRole('button', { name: /^Vou participar/ })).toBeVisible();
    const back = new URL(page.url());
    expect(`${back.pathname}${back.search}${back.hash}`).toBe(`/events?pagina=1#evento-${EVENT_ID}`);
    expect(await confirmedCount()).toBe(before);
    release();
    await expect(page.locator('.toast').getByText('Presença cancelada')).toBeVisible();

    // A card further down the list: the page comes back scrolled to it, clear of the header.
    const lastCard = page.locator('.event-card').last();
    const lastId = (await lastCard.getAttribute('id'))!.replace(/^evento-/, '');
    await holdScripts(page);
    await page.goto('/events', { waitUntil: 'commit' });
    await lastCard.getByRole('button', { name: /^Vou participar/ }).click();
    await expect(lastCard.getByRole('button', { name: /^Cancelar presença/ })).toBeVisible();
    expect(new URL(page.url()).hash).toBe(`#evento-${lastId}`);
    await expect(lastCard).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const headerBottom = (await page.getByRole('banner').boundingBox())!;
    expect((await lastCard.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);
  });

  test("a full event shows 'Esgotado' to those not going", async ({ page }) => {
    // One seat, taken by a seeded member.
    await withDbChange(
      `update public.events set capacity = 1 where id = '${EVENT_ID}';
       insert into public.event_rsvps (event_id, member_id)
       values ('${EVENT_ID}', '10000000-0000-4000-8000-000000000002') on conflict do nothing`,
      `update public.events set capacity = null where id = '${EVENT_ID}';
       delete from public.event_rsvps where event_id = '${EVENT_ID}'
         and member_id = '10000000-0000-4000-8000-000000000002'`,
      async () => {
        await page.goto(`/events/${EVENT_ID}`);
        await expect(page.getByRole('button', { name: /^Esgotado/ })).toBeDisabled();
        await expect(countText(page)).toContainText('Esgotado');
        await page.goto('/events');
        const card = page
          .locator('.event-card')
          .filter({ has: page.locator(`a[href="/events/${EVENT_ID}"]`) });
        await expect(card.getByRole('button', { name: /^Esgotado/ })).toBeDisabled();
      },
    );
  });
});

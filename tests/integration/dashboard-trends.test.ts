import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createTestAccount,
  deleteAuthUser,
  insertLinkedinUser,
  withDb,
  type TestAccount,
} from '../helpers/db.ts';
import { anonClient, clientAs, serviceClient, type TestClient } from '../helpers/supabase.ts';

/**
 * Dashboard trends: 12 weekly buckets of new members, logins and confirmed newsletter subscribers, plus
 * members active this month, upcoming events and drafts. Counts are compared before and after seeding
 * rows at known times, so other data in the database does not matter.
 */

const apiUrl = inject('apiUrl');
const dbUrl = inject('dbUrl');
const anon = anonClient(apiUrl);
const service = serviceClient(apiUrl);

interface Week {
  week_start: string;
  new_members: number;
  logins: number;
  newsletter_confirmed: number;
}
interface Trends {
  weeks: Week[];
  active_this_month: number;
  upcoming_events: number;
  drafts_waiting: number;
}

let admin: TestAccount;
let adminClient: TestClient;
const userIds: string[] = [];
const emails: string[] = [];
const stamp = Date.now();

async function trends(client: TestClient = adminClient): Promise<Trends> {
  const { data, error } = await client.rpc('get_dashboard_trends');
  expect(error).toBeNull();
  return data as unknown as Trends;
}

/** The Monday (São Paulo time) of the week holding a moment some days ago, as the database sees it. */
async function weekOf(daysAgo: number): Promise<string> {
  const { rows } = await withDb(dbUrl, (db) =>
    db.query<{ week: string }>(
      `select to_char(date_trunc('week', (now() - make_interval(days => $1)) at time zone 'America/Sao_Paulo'),
                      'YYYY-MM-DD') as week`,
      [daysAgo],
    ),
  );
  return rows[0]!.week;
}

const byWeek = (t: Trends) => new Map(t.weeks.map((w) => [w.week_start, w]));

beforeAll(async () => {
  await withDb(dbUrl, async (db) => {
    admin = await createTestAccount(db, { admin: true, label: 'trends' });
  });
  adminClient = clientAs(apiUrl, admin.jwt);
});

afterAll(async () => {
  for (const id of userIds) await deleteAuthUser(dbUrl, id);
  await withDb(dbUrl, async (db) => {
    await db.query('delete from public.newsletter_subscribers where email = any ($1)', [emails]);
    await db.query(`delete from public.events where title = $1`, [`Tendência ${stamp}`]);
    await db.query(`delete from public.posts where slug = $1`, [`tendencia-${stamp}`]);
  });
  if (admin) await deleteAuthUser(dbUrl, admin.id);
});

describe('get_dashboard_trends', () => {
  it('returns the last 12 weeks, Monday to Monday, ending with the current week', async () => {
    const { weeks } = await trends();
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)!.week_start).toBe(await weekOf(0));
    expect(weeks[0]!.week_start).toBe(await weekOf(77));
    for (let i = 1; i < weeks.length; i++) {
      const gap = Date.parse(weeks[i]!.week_start) - Date.parse(weeks[i - 1]!.week_start);
      expect(gap).toBe(7 * 24 * 3600 * 1000);
    }
  });

  it('counts new members, logins, subscribers, active members, upcoming events and drafts', async () => {
    const before = await trends();
    // lastLogin: days ago, or null for never.
    const seeded: Array<{ daysAgo: number; logins: number; lastLogin: number | null }> = [
      { daysAgo: 0, logins: 2, lastLogin: 0 },
      { daysAgo: 15, logins: 1, lastLogin: 8 },
      { daysAgo: 15, logins: 4, lastLogin: 8 },
      { daysAgo: 40, logins: 3, lastLogin: 40 },
      // Older than 12 weeks: in no bucket, and never signed in.
      { daysAgo: 120, logins: 0, lastLogin: null },
    ];
    const lastLogins = seeded.flatMap((row) => (row.lastLogin === null ? [] : [row.lastLogin]));
    const { rows: activeRows } = await withDb(dbUrl, (db) =>
      db.query<{ n: number }>(
        `select count(*)::int as n from unnest($1::int[]) d
          where now() - make_interval(days => d)
                >= date_trunc('month', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo'`,
        [lastLogins],
      ),
    );
    await withDb(dbUrl, async (db) => {
      for (const [i, row] of seeded.entries()) {
        const user = await insertLinkedinUser(dbUrl, `trends-${i}`);
        userIds.push(user.id);
        await db.query(
          `insert into public.members (id, full_name, login_count, last_login_at, created_at)
           values ($1, 'Pessoa Tendência', $2,
                   now() - make_interval(days => $3::int), now() - make_interval(days => $4))`,
          [user.id, row.logins, row.lastLogin, row.daysAgo],
        );
      }
      // One more login for the first member today, as the login tracking records it.
      await db.query(
        'update public.members set login_count = login_count + 1, last_login_at = now() where id = $1',
        [userIds[0]],
      );
      for (const [i, daysAgo] of [20, 20, 200].entries()) {
        const email = `tendencia-${stamp}-${i}@example.test`;
        emails.push(email);
        await db.query(
          `insert into public.newsletter_subscribers (email, status, consent_at, confirmed_at)
           values ($1, 'confirmed', now() - make_interval(days => $2), now() - make_interval(days => $2))`,
          [email, daysAgo],
        );
      }
      const pending = `tendencia-${stamp}-pendente@example.test`;
      emails.push(pending);
      await db.query(`insert into public.newsletter_subscribers (email, status) values ($1, 'pending')`, [
        pending,
      ]);
    });
    expect(
      (
        await service.from('events').insert({
          title: `Tendência ${stamp}`,
          start_date: '2032-03-01T19:00:00Z',
          end_date: '2032-03-01T21:00:00Z',
        })
      ).error,
    ).toBeNull();
    expect(
      (await service.from('posts').insert({ type: 'blog', title: 'Rascunho', slug: `tendencia-${stamp}` }))
        .error,
    ).toBeNull();

    const after = await trends();
    const [now, w8, w15, w20, w40] = await Promise.all([
      weekOf(0),
      weekOf(8),
      weekOf(15),
      weekOf(20),
      weekOf(40),
    ]);
    const was = byWeek(before);
    const diff = new Map(
      after.weeks.map((w) => {
        const old = was.get(w.week_start);
        return [
          w.week_start,
          {
            new_members: w.new_members - (old?.new_members ?? 0),
            logins: w.logins - (old?.logins ?? 0),
            newsletter: w.newsletter_confirmed - (old?.newsletter_confirmed ?? 0),
          },
        ];
      }),
    );
    const expectedMembers = new Map([[now, 1]]);
    expectedMembers.set(w15, (expectedMembers.get(w15) ?? 0) + 2);
    expectedMembers.set(w40, (expectedMembers.get(w40) ?? 0) + 1);
    // A login counts in the week of the member's last login: one per inserted member that signed in,
    // plus the one more today.
    const expectedLogins = new Map([[now, 2]]);
    expectedLogins.set(w8, (expectedLogins.get(w8) ?? 0) + 2);
    expectedLogins.set(w40, (expectedLogins.get(w40) ?? 0) + 1);
    for (const [week, change] of diff) {
      expect(change.new_members, week).toBe(expectedMembers.get(week) ?? 0);
      expect(change.logins, week).toBe(expectedLogins.get(week) ?? 0);
      // The subscriber confirmed 200 days ago counts in every week; the two of 20 days ago from their week.
      expect(change.newsletter, week).toBe(week >= w20 ? 3 : 1);
    }
    expect(after.active_this_month - before.active_this_month).toBe(activeRows[0]!.n);
    expect(after.upcoming_events - before.upcoming_events).toBe(1);
    expect(after.drafts_waiting - before.drafts_waiting).toBe(1);
  });

  it('is for admins and the service role only', async () => {
    expect((await trends(service)).weeks).toHaveLength(12);
    const member = await withDb(dbUrl, (db) => createTestAccount(db, { admin: false, label: 'trends' }));
    userIds.push(member.id);
    expect((await clientAs(apiUrl, member.jwt).rpc('get_dashboard_trends')).error?.code).toBe('42501');
    expect((await anon.rpc('get_dashboard_trends')).error?.code).toBe('42501');
  });
});

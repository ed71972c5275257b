import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_ANON_KEY } from '#supabase/local/keys.ts';
import { admin, createConfirmedUser, uniqueEmail } from './auth-support.ts';

/**
 * POST /recover must not tell which addresses have an account, by its answer or by its time. Here the
 * known account's row is locked, so the recovery link cannot be stored or mailed until the test lets
 * go: the known address is answered all the same, exactly as an unknown one, while its mail job waits
 * on the lock, and the mail goes out once the lock is released. (The mailbox waits for queued mail before it answers,
 * so it is read only after the release.) (That the answer comes before even the
 * lookup is checked in the unit tests, where the handler's queries can be watched.)
 */
const apiUrl = inject('apiUrl');
const dbUrl = inject('dbUrl');
const mailboxUrl = inject('mailboxUrl');
let knownEmail = '';
let knownId = '';

interface Answer {
  status: number;
  body: string;
  headerNames: string[];
}

async function recover(email: string): Promise<Answer> {
  const res = await fetch(`${apiUrl}/auth/v1/recover`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
    // An answer that waited for the locked row would never come: fail with a message instead.
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, body: await res.text(), headerNames: [...res.headers.keys()].sort() };
}

const mailsTo = async (email: string): Promise<unknown[]> =>
  (await (await fetch(`${mailboxUrl}/api/messages?to=${encodeURIComponent(email)}`)).json()) as unknown[];

/** Polls PostgreSQL, at most `attempts` times, until the services' update of the row waits on the lock. */
async function untilTheMailJobWaits(client: pg.Client, attempts = 200): Promise<boolean> {
  for (let i = 0; i < attempts; i += 1) {
    const { rows } = await client.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity
        where application_name = 'elo-services' and wait_event_type = 'Lock'
          and query like 'update auth.users set recovery_token%'`,
    );
    if (rows[0]!.waiting > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

beforeAll(async () => {
  knownEmail = uniqueEmail('recuperacao-conhecida');
  knownId = await createConfirmedUser(apiUrl, knownEmail);
});

afterAll(async () => {
  await admin(apiUrl).auth.admin.deleteUser(knownId);
});

describe('POST /recover', () => {
  it('answers a known address as an unknown one while its link is still waiting to be made', async () => {
    const holder = new pg.Client({ connectionString: dbUrl });
    await holder.connect();
    const watcher = new pg.Client({ connectionString: dbUrl });
    await watcher.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from auth.users where id = $1 for update', [knownId]);

      const known = await recover(knownEmail);
      const unknown = await recover(uniqueEmail('recuperacao-desconhecida'));
      expect(known).toEqual({ status: 200, body: '{}', headerNames: unknown.headerNames });
      expect(unknown.status).toBe(200);
      expect(unknown.body).toBe('{}');

      // The known address's job reached the row and waits there: its answer did not wait for it.
      expect(await untilTheMailJobWaits(watcher)).toBe(true);
      const { rows } = await watcher.query<{ sent: Date | null }>(
        'select recovery_sent_at as sent from auth.users where id = $1',
        [knownId],
      );
      expect(rows[0]!.sent).toBeNull();
    } finally {
      await holder.query('rollback').catch(() => undefined);
      await holder.end();
      await watcher.end();
    }

    // Released, the job stores the link and mails it; the mailbox answers once queued mail has gone.
    expect(await mailsTo(knownEmail)).toHaveLength(1);
  }, 60_000);
});

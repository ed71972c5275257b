import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SERVICE_ROLE_KEY } from '#supabase/local/keys.ts';
import { createTestAccount, withDb } from '../helpers/db.ts';
import { startStackOnFreeBlock, type TestStack } from '../helpers/stack.ts';

// Its own stack: these tests kill the database under it.
const BASE = Number(process.env.ELO_TEST_PORT_BASE ?? 24321);
const SERVICE_HEADERS = { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };

let stack: TestStack;
let userId: string;

interface Outcome {
  label: string;
  status: number;
  /** Set when the answer was not 2xx or a 503 with a JSON body (or there was no answer at all). */
  problem?: string;
}

/** One request through the gateway, bounded in time; anything but 2xx or a 503 JSON is a problem. */
async function probe(label: string, url: string, init: RequestInit = {}): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (err) {
    return { label, status: 0, problem: `no answer: ${String((err as Error).cause ?? err)}` };
  }
  const text = await response.text().catch((err: unknown) => `<body failed: ${String(err)}>`);
  if (response.ok) return { label, status: response.status };
  if (response.status === 503 && (response.headers.get('content-type') ?? '').includes('application/json')) {
    try {
      JSON.parse(text);
      return { label, status: 503 };
    } catch {
      // Falls through: a 503 whose body is not JSON.
    }
  }
  return { label, status: response.status, problem: `${response.status} ${text.slice(0, 300)}` };
}

/** A request to each API that needs the database: REST, auth (admin lookup) and storage. */
function trafficRound(): Promise<Outcome[]> {
  const api = stack.apiUrl;
  return Promise.all([
    probe('rest', `${api}/rest/v1/jobs?select=id&limit=1`, { headers: SERVICE_HEADERS }),
    probe('auth', `${api}/auth/v1/admin/users/${userId}`, { headers: SERVICE_HEADERS }),
    probe('storage', `${api}/storage/v1/bucket`, { headers: SERVICE_HEADERS }),
  ]);
}

async function postmasterPid(): Promise<number> {
  const text = await readFile(path.join(stack.stackDir, 'db', 'postmaster.pid'), 'utf8');
  return Number(text.split('\n')[0]);
}

/** A process that has exited counts as gone even while it waits to be reaped (a zombie). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  stack = await startStackOnFreeBlock(BASE, [1400, 1450]);
  userId = await withDb(
    stack.dbUrl,
    async (db) => (await createTestAccount(db, { admin: false, label: 'faults' })).id,
  );
});

afterAll(async () => {
  await stack?.stop();
});

describe('database faults', () => {
  it('keeps serving after every service connection is terminated', async () => {
    // Concurrent requests leave several idle connections in the services' pool.
    for (let i = 0; i < 3; i++) {
      const round = (await Promise.all([trafficRound(), trafficRound(), trafficRound()])).flat();
      expect(round.filter((o) => o.status !== 200)).toEqual([]);
    }
    const terminated = await withDb(stack.dbUrl, async (db) => {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from (
           select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'elo-services'
         ) t`,
      );
      return rows[0].n;
    });
    expect(terminated).toBeGreaterThan(0);
    // pg reports the lost connections asynchronously: give it a moment before the next requests.
    await sleep(300);

    expect(isAlive(stack.pid)).toBe(true);
    for (let i = 0; i < 3; i++) {
      const round = (await Promise.all([trafficRound(), trafficRound()])).flat();
      expect(round).toEqual(round.map((o) => ({ label: o.label, status: 200 })));
    }
  });

  it('answers 2xx or 503 JSON while PostgreSQL is killed, restarts it, and loses no acknowledged write', async () => {
    const acknowledged: string[] = [];
    const problems: Outcome[] = [];
    let writing = true;
    let writerSaw503 = false;

    // Writes through REST, one after the other, noting each one the API acknowledged.
    const writer = (async () => {
      while (writing) {
        const email = `fault-${randomUUID()}@example.test`;
        const outcome = await probe('rest insert', `${stack.apiUrl}/rest/v1/newsletter_subscribers`, {
          method: 'POST',
          headers: { ...SERVICE_HEADERS, 'content-type': 'application/json', prefer: 'return=minimal' },
          body: JSON.stringify({ email, source: 'fault-test' }),
        });
        if (outcome.problem) problems.push(outcome);
        else if (outcome.status === 201) acknowledged.push(email);
        if (outcome.status === 503) {
          writerSaw503 = true;
          await sleep(50);
        }
      }
    })();

    try {
      for (let i = 0; i < 100 && acknowledged.length < 20; i++) await sleep(50);
      expect(acknowledged.length).toBeGreaterThanOrEqual(20);

      const oldPid = await postmasterPid();
      process.kill(oldPid, 'SIGKILL');
      const killedAt = Date.now();

      // Traffic during the outage, until every API has answered 2xx again (bounded).
      let sawOutage = false;
      let recovered = false;
      while (Date.now() - killedAt < 60_000) {
        const round = await trafficRound();
        problems.push(...round.filter((o) => o.problem));
        if (round.some((o) => o.status === 503)) sawOutage = true;
        if (round.every((o) => o.status >= 200 && o.status < 300) && !isAlive(oldPid)) {
          recovered = true;
          break;
        }
        await sleep(100);
      }
      expect(problems).toEqual([]);
      expect(recovered).toBe(true);
      // The outage was seen by the round traffic or by the steady writer (a fast restart can fall between rounds).
      expect(sawOutage || writerSaw503).toBe(true);

      // A new postmaster, started by the stack itself, which is still the same process.
      const newPid = await postmasterPid();
      expect(newPid).not.toBe(oldPid);
      expect(isAlive(newPid)).toBe(true);
      expect(isAlive(stack.pid)).toBe(true);

      // Writes go on after the restart.
      const before = acknowledged.length;
      for (let i = 0; i < 100 && acknowledged.length < before + 5; i++) await sleep(50);
      expect(acknowledged.length).toBeGreaterThanOrEqual(before + 5);
    } finally {
      writing = false;
      await writer;
    }
    expect(problems).toEqual([]);

    // Every insert the API acknowledged is in the database after the crash.
    const stored = await withDb(stack.dbUrl, async (db) => {
      const { rows } = await db.query<{ email: string }>(
        `select email from public.newsletter_subscribers where source = 'fault-test'`,
      );
      return new Set(rows.map((row) => row.email));
    });
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);

    // PostgREST is connected again, its schema-reload channel included: a new table shows up on NOTIFY.
    const table = `fault_probe_${randomUUID().slice(0, 8)}`;
    await withDb(stack.dbUrl, (db) =>
      db.query(
        `create table public.${table} (id int primary key);
         grant select on public.${table} to service_role;
         notify pgrst, 'reload schema'`,
      ),
    );
    let status = 0;
    for (let i = 0; i < 100 && status !== 200; i++) {
      status = (
        await probe('rest', `${stack.apiUrl}/rest/v1/${table}?select=id`, { headers: SERVICE_HEADERS })
      ).status;
      if (status !== 200) await sleep(100);
    }
    expect(status).toBe(200);
    await withDb(stack.dbUrl, (db) => db.query(`drop table public.${table}`));
  }, 150_000);

  it('stops the restarted PostgreSQL with the stack', async () => {
    const pid = await postmasterPid();
    // The stack's own shutdown (SIGTERM, as from a terminal or npm start), not the helper's group kill.
    process.kill(stack.pid, 'SIGTERM');
    for (let i = 0; i < 300 && (isAlive(stack.pid) || isAlive(pid)); i++) await sleep(100);
    expect(isAlive(stack.pid)).toBe(false);
    expect(isAlive(pid)).toBe(false);
  });
});

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createTestAccount,
  deleteAuthUser,
  insertLinkedinUser,
  withDb,
  type TestAccount,
} from '../helpers/db.ts';
import { anonClient, clientAs, serviceClient, signUserJwt } from '../helpers/supabase.ts';

/**
 * The members list of the back-office at scale: search_members (page, total, admin-only) and the
 * counter-backed get_member_statistics, checked against the table itself.
 */
const apiUrl = inject('apiUrl');
const dbUrl = inject('dbUrl');
const db = new pg.Client({ connectionString: dbUrl });
const TAG = `zq${Date.now().toString(36)}`;

let admin: TestAccount;
let plainAccount: TestAccount;
const memberIds: string[] = [];

/** Members for the search: 25 named 'Zuleica <tag> NN', 2 with accents, 2 matched by e-mail only. */
async function insertSearchMembers(): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    `with people as (
       select i, gen_random_uuid() as id from generate_series(1, 29) i
     ), users as (
       insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at,
                               raw_app_meta_data, raw_user_meta_data)
       select id, 'authenticated', 'authenticated', $1 || '-' || i || '@example.test', now(), now(), now(),
              '{"provider": "linkedin_oidc"}', '{}'
         from people
       returning id
     )
     insert into public.members (id, full_name, email, is_logged_in, login_count, created_at)
     select p.id,
            case when p.i <= 25 then 'Zuleica ' || $1 || ' ' || lpad(p.i::text, 2, '0')
                 when p.i = 26 then 'Conceição ' || $1
                 when p.i = 27 then 'Conceicao ' || $1
                 else 'Pessoa Sem Marca' end,
            case when p.i <= 27 then null else 'contato.' || $1 || '.' || p.i || '@empresa.com.br' end,
            p.i % 2 = 0, p.i, now() - p.i * interval '1 hour'
       from people p
     returning id`,
    [TAG],
  );
  memberIds.push(...rows.map((r) => r.id));
}

beforeAll(async () => {
  await db.connect();
  admin = await createTestAccount(db, { admin: true, label: 'scale' });
  plainAccount = await createTestAccount(db, { admin: false, label: 'scale' });
  await insertSearchMembers();
});

afterAll(async () => {
  if (memberIds.length) await db.query('delete from auth.users where id = any($1)', [memberIds]);
  for (const account of [admin, plainAccount]) if (account) await deleteAuthUser(dbUrl, account.id);
  await db.end();
});

const search = (args: { q?: string; _limit?: number; _offset?: number; _sort?: string; _order?: string }) =>
  clientAs(apiUrl, admin.jwt).rpc('search_members', { q: args.q ?? '', ...args });

describe('search_members', () => {
  it('finds members by name, case-insensitively, words in order', async () => {
    const { data, error } = await search({ q: `ZULEICA  ${TAG.toUpperCase()}`, _limit: 100 });
    expect(error).toBeNull();
    expect(data).toHaveLength(25);
    expect(new Set(data!.map((m) => m.total_count))).toEqual(new Set([25]));
    expect(data!.every((m) => m.full_name.startsWith('Zuleica'))).toBe(true);
    const reversed = await search({ q: `${TAG} zuleica` });
    expect(reversed.data).toHaveLength(0);
  });

  it('finds members by e-mail, and returns the columns the list shows', async () => {
    const { data, error } = await search({ q: `CONTATO.${TAG}` });
    expect(error).toBeNull();
    expect(data).toHaveLength(2);
    expect(data![0]).toEqual({
      id: expect.any(String),
      full_name: 'Pessoa Sem Marca',
      email: expect.stringContaining(`contato.${TAG}.`),
      avatar_url: null,
      is_logged_in: expect.any(Boolean),
      login_count: expect.any(Number),
      last_login_at: null,
      created_at: expect.any(String),
      total_count: 2,
    });
  });

  it('keeps accents significant, as the ilike search did', async () => {
    const accented = await search({ q: `conceição ${TAG}` });
    expect(accented.data?.map((m) => m.full_name)).toEqual([`Conceição ${TAG}`]);
    const plain = await search({ q: `CONCEICAO ${TAG}` });
    expect(plain.data?.map((m) => m.full_name)).toEqual([`Conceicao ${TAG}`]);
  });

  it('treats LIKE wildcards in the text literally', async () => {
    const { data, error } = await search({ q: `Zuleica_${TAG}` });
    expect(error).toBeNull();
    expect(data).toHaveLength(0);
  });

  it('paginates newest first with the total of all matches', async () => {
    const first = await search({ q: `zuleica ${TAG}`, _limit: 20, _offset: 0 });
    const second = await search({ q: `zuleica ${TAG}`, _limit: 20, _offset: 20 });
    expect(first.data).toHaveLength(20);
    expect(second.data).toHaveLength(5);
    expect(first.data![0]!.total_count).toBe(25);
    expect(second.data![0]!.total_count).toBe(25);
    // created_at = now() - i hours: member 01 is the newest.
    const names = [...first.data!, ...second.data!].map((m) => m.full_name);
    expect(names).toEqual(
      Array.from({ length: 25 }, (_, i) => `Zuleica ${TAG} ${String(i + 1).padStart(2, '0')}`),
    );
    const byLogins = await search({ q: `zuleica ${TAG}`, _limit: 3, _sort: 'login_count', _order: 'asc' });
    expect(byLogins.data?.map((m) => m.login_count)).toEqual([1, 2, 3]);
  });

  it('without a search term, lists every member with the exact total', async () => {
    const { rows } = await db.query<{ n: string }>('select count(*) as n from public.members');
    const { data, error } = await search({ q: '', _limit: 20 });
    expect(error).toBeNull();
    expect(data).toHaveLength(20);
    expect(data![0]!.total_count).toBe(Number(rows[0]!.n));
    const times = data!.map((m) => Date.parse(m.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('refuses visitors, members and accounts without the admin role', async () => {
    const anon = await anonClient(apiUrl).rpc('search_members', { q: TAG });
    expect(anon.error).not.toBeNull();
    expect(anon.data).toBeNull();

    const plain = await clientAs(apiUrl, plainAccount.jwt).rpc('search_members', { q: TAG });
    expect(plain.error?.code).toBe('42501');

    const linkedin = await insertLinkedinUser(dbUrl, 'scale-member');
    try {
      const jwt = await signUserJwt(linkedin.id, linkedin.email);
      const member = clientAs(apiUrl, jwt);
      const login = await member.rpc('track_user_login_with_profile', {
        provider_name: 'linkedin_oidc',
        linkedin_id: linkedin.sub,
        full_name: `Zuleica ${TAG} Membro`,
        email: linkedin.email,
        avatar_url: '',
        profile_data: {},
      });
      expect(login.error).toBeNull();
      const asMember = await member.rpc('search_members', { q: TAG });
      expect(asMember.error?.code).toBe('42501');
      expect(asMember.data).toBeNull();
    } finally {
      await deleteAuthUser(dbUrl, linkedin.id);
    }
  });
});

/** get_member_statistics computed straight from the table, as it was before the counters. */
async function directStatistics() {
  const { rows } = await db.query(`
    select count(*)::int as total_members,
           count(*) filter (where last_login_at >= now() - interval '30 days')::int as active_this_month,
           coalesce(round(avg(login_count)::numeric, 2), 0)::float as average_logins,
           count(*) filter (where is_logged_in)::int as currently_logged_in,
           count(*) filter (where not is_logged_in)::int as currently_logged_out,
           coalesce((select jsonb_agg(jsonb_build_object('provider', p.provider_name, 'count', p.n)
                                      order by p.n desc, p.provider_name)
                       from (select provider_name, count(*) as n from public.members group by provider_name) p),
                    '[]'::jsonb) as top_providers
      from public.members`);
  return rows[0] as Record<string, unknown>;
}

async function statistics() {
  const { data, error } = await clientAs(apiUrl, admin.jwt).rpc('get_member_statistics');
  expect(error).toBeNull();
  const row = data![0]!;
  return { ...row, average_logins: Number(row.average_logins) };
}

describe('get_member_statistics', () => {
  it('matches a direct count through inserts, logins, updates and deletes', async () => {
    expect(await statistics()).toEqual(await directStatistics());

    const linkedin = await insertLinkedinUser(dbUrl, 'scale-stats');
    try {
      const member = clientAs(apiUrl, await signUserJwt(linkedin.id, linkedin.email));
      const login = () =>
        member.rpc('track_user_login_with_profile', {
          provider_name: 'linkedin_oidc',
          linkedin_id: linkedin.sub,
          full_name: 'Estatística Teste',
          email: linkedin.email,
          avatar_url: '',
          profile_data: {},
        });
      expect((await login()).error).toBeNull(); // insert
      expect(await statistics()).toEqual(await directStatistics());
      expect((await login()).error).toBeNull(); // upsert → update
      expect((await member.rpc('track_user_logout')).error).toBeNull();
      expect(await statistics()).toEqual(await directStatistics());

      // Several rows and providers in one statement, then a delete of a few of them.
      await db.query(
        `update public.members set login_count = login_count + 3, is_logged_in = not is_logged_in,
                provider_name = case when login_count % 3 = 0 then 'outro_provedor' else provider_name end
          where id = any($1)`,
        [memberIds],
      );
      expect(await statistics()).toEqual(await directStatistics());
      await db.query('delete from public.members where id = any($1)', [memberIds.slice(0, 4)]);
      expect(await statistics()).toEqual(await directStatistics());
    } finally {
      await deleteAuthUser(dbUrl, linkedin.id); // cascades to the members row
    }
    expect(await statistics()).toEqual(await directStatistics());
  });

  it('stays admin-only', async () => {
    const plain = await clientAs(apiUrl, plainAccount.jwt).rpc('get_member_statistics');
    expect(plain.error?.code).toBe('42501');
    const anon = await anonClient(apiUrl).rpc('get_member_statistics');
    expect(anon.error).not.toBeNull();
    const service = await serviceClient(apiUrl).rpc('get_member_statistics');
    expect(service.error).toBeNull();
  });
});

describe('search plan', () => {
  it('uses the trigram indexes under the admin identity on a large members table', async () => {
    await withDb(dbUrl, async (client) => {
      const plans: string[] = [];
      client.on('notice', (notice) => plans.push(notice.message ?? ''));
      await client.query('begin');
      try {
        // 30,000 members, 1% of them named with a rare word: large enough for an index to pay.
        await client.query(`
          with people as (
            select i, gen_random_uuid() as id from generate_series(1, 30000) i
          ), users as (
            insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at,
                                    raw_app_meta_data, raw_user_meta_data)
            select id, 'authenticated', 'authenticated', 'plano-' || i || '@example.test', now(), now(), now(),
                   '{}', '{}' from people
            returning id
          )
          insert into public.members (id, full_name, email, profile_data)
          select id,
                 case when i % 100 = 0 then 'Xisto Planejado ' || i else 'Pessoa Comum ' || i end,
                 'pessoa' || i || '@empresa.com.br',
                 jsonb_build_object('headline', repeat('Experiência do cliente ', 12))
            from people`);
        await client.query('analyze public.members');
        await client.query(`load 'auto_explain'`);
        await client.query(`set local auto_explain.log_min_duration = 0`);
        await client.query(`set local auto_explain.log_nested_statements = on`);
        await client.query(`set local auto_explain.log_level = notice`);
        await client.query(`set local client_min_messages = notice`);
        await client.query('set local role authenticated');
        await client.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ sub: admin.id, role: 'authenticated', email: admin.email }),
        ]);
        const { rows } = await client.query('select * from public.search_members($1, 20, 0)', ['xisto']);
        expect(rows).toHaveLength(20);
        expect(rows[0].total_count).toBe('300');
        const searchPlans = plans.filter((p) => p.includes('members'));
        expect(
          searchPlans.some((p) => /Bitmap Index Scan on members_(full_name|email)_trgm_idx/.test(p)),
        ).toBe(true);
        expect(searchPlans.join('\n')).not.toMatch(/Seq Scan on members/);
      } finally {
        await client.query('rollback');
      }
    });
  });
});

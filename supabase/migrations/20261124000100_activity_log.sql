-- Activity log: every create, update, publish, unpublish, delete and role change on the content and team
-- tables, recorded by the database itself (who, when, which table and record, which action, the names of
-- the changed fields). It keeps no personal data: no names, addresses or field values, only ids and field
-- names. Members are not logged. Admins read it; nobody writes it through the API.

create table public.activity_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  -- The signed-in account that made the change; null once that account is deleted.
  actor_id uuid,
  -- Made without a signed-in account (service role, seed data, maintenance), so there never was an actor.
  by_system boolean not null default false,
  table_name text not null
    check (table_name in ('posts', 'events', 'ambassadors', 'videos', 'courses', 'jobs', 'user_roles')),
  -- posts only: 'blog', 'news' or 'landing-pages', so the back-office can link to the right screen.
  record_type text,
  -- The changed row's id; for user_roles, the account whose role changed.
  record_id uuid,
  action text not null
    check (action in ('create', 'update', 'publish', 'unpublish', 'delete', 'role_change')),
  changed_fields text[] not null default '{}'
);
create index activity_log_at_idx on public.activity_log (at desc);
create index activity_log_record_idx on public.activity_log (record_id, at desc);
create index activity_log_actor_idx on public.activity_log (actor_id, at desc);
create index activity_log_table_idx on public.activity_log (table_name, at desc);

alter table public.activity_log enable row level security;
create policy "activity_log: admins read" on public.activity_log
  for select to authenticated using ((select private.is_admin()));
-- Read-only for the API: no insert, update or delete policy, and no such privilege either (the default
-- privileges of the schema would otherwise grant them).
revoke all on public.activity_log from anon, authenticated;
grant select on public.activity_log to authenticated;

-- The names of the columns whose values differ between two versions of a row (updated_at is bookkeeping).
create or replace function private.changed_columns(_old jsonb, _new jsonb) returns text[]
language sql immutable set search_path = '' as $$
  select coalesce(array_agg(n.key order by n.key), '{}')
    from jsonb_each(_new) n
   where n.key <> 'updated_at' and n.value is distinct from _old -> n.key
$$;
revoke all on function private.changed_columns(jsonb, jsonb) from public, anon, authenticated;

-- Row trigger of the logged tables. Security definer: the log has no write privileges for the caller.
create or replace function private.record_activity() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  _actor uuid := (select auth.uid());
  _old jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  _new jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  _row jsonb := coalesce(_new, _old);
  _fields text[];
  _record uuid;
  _was_published boolean;
  _is_published boolean;
begin
  if tg_table_name = 'user_roles' then
    _record := (_row ->> 'user_id')::uuid;
    -- Roles removed because the account itself is deleted are not a role change.
    if tg_op = 'DELETE' and not exists (select 1 from auth.users u where u.id = _record) then
      return null;
    end if;
    insert into public.activity_log (actor_id, by_system, table_name, record_id, action, changed_fields)
    values (_actor, _actor is null, 'user_roles', _record, 'role_change', '{role}');
    return null;
  end if;

  _record := (_row ->> 'id')::uuid;
  if tg_op = 'UPDATE' then
    _fields := private.changed_columns(_old, _new);
    if cardinality(_fields) = 0 then
      return null;
    end if;
  else
    _fields := '{}';
  end if;

  if tg_op = 'INSERT' or tg_op = 'DELETE' then
    insert into public.activity_log (actor_id, by_system, table_name, record_type, record_id, action, changed_fields)
    values (
      _actor, _actor is null, tg_table_name, _row ->> 'type', _record,
      case when tg_op = 'INSERT' then 'create' else 'delete' end, _fields
    );
  end if;

  if tg_table_name = 'posts' then
    _was_published := coalesce(_old ->> 'status' = 'published', false);
    _is_published := coalesce(_new ->> 'status' = 'published', false);
    if tg_op <> 'DELETE' and _is_published <> _was_published then
      insert into public.activity_log (actor_id, by_system, table_name, record_type, record_id, action, changed_fields)
      values (
        _actor, _actor is null, 'posts', _row ->> 'type', _record,
        case when _is_published then 'publish' else 'unpublish' end, _fields
      );
      return null;
    end if;
  end if;

  if tg_op = 'UPDATE' then
    insert into public.activity_log (actor_id, by_system, table_name, record_type, record_id, action, changed_fields)
    values (_actor, _actor is null, tg_table_name, _row ->> 'type', _record, 'update', _fields);
  end if;
  return null;
end
$$;
revoke all on function private.record_activity() from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array['posts', 'events', 'ambassadors', 'videos', 'courses', 'jobs', 'user_roles'] loop
    execute format(
      'create trigger %I after insert or update or delete on public.%I
         for each row execute function private.record_activity()',
      t || '_activity_log', t
    );
  end loop;
end
$$;

-- A deleted account leaves no id behind in the log (LGPD erasure, or a team account removed): the rows
-- stay, shown as 'Conta excluída'.
create or replace function private.forget_account_activity() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.activity_log set actor_id = null where actor_id = old.id;
  update public.activity_log set record_id = null where record_id = old.id;
  return null;
end
$$;
revoke all on function private.forget_account_activity() from public, anon, authenticated;
create trigger activity_log_forget_account after delete on auth.users
  for each row execute function private.forget_account_activity();

-- The people named in the log and on the team, with a display name, for the 'Atividade' screen's admin
-- column and filter. Security definer to read auth.users; admins only.
create or replace function public.list_activity_actors() returns table (id uuid, name text)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  if not (select private.is_admin()) then
    raise exception 'Permissão negada: apenas administradores.' using errcode = '42501';
  end if;
  return query
  select
    u.id,
    coalesce(
      nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''),
      nullif(btrim(u.raw_user_meta_data ->> 'name'), ''),
      u.email::text
    )
  from auth.users u
  where exists (select 1 from public.user_roles r where r.user_id = u.id and r.role = 'admin')
     or exists (select 1 from public.activity_log a where a.actor_id = u.id)
  order by 2;
end
$$;
revoke all on function public.list_activity_actors() from public, anon;
grant execute on function public.list_activity_actors() to authenticated;
comment on function public.list_activity_actors() is
  'Activity screen: display names of the accounts that act in the log or are admins. Security definer to read auth.users; admins only (checked inside), anon cannot execute.';

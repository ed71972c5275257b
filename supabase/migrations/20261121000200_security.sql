-- Row-level security, the admin helper and the RPCs. Admin rights come from public.user_roles through
-- private.is_admin(), a security-definer helper in a schema the REST API does not expose.

create or replace function private.is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.user_roles ur
    where ur.user_id = (select auth.uid()) and ur.role = 'admin'
  )
$$;
revoke all on function private.is_admin() from public, anon;
grant usage on schema private to authenticated, service_role;
grant execute on function private.is_admin() to authenticated, service_role;

alter table public.members enable row level security;
alter table public.user_roles enable row level security;
alter table public.events enable row level security;
alter table public.ambassadors enable row level security;
alter table public.videos enable row level security;
alter table public.courses enable row level security;
alter table public.posts enable row level security;
alter table public.jobs enable row level security;
alter table public.newsletter_subscribers enable row level security;

-- Visitors never reach members, roles or subscribers, not even a column.
revoke all on public.members, public.user_roles, public.newsletter_subscribers from anon;

-- members: a member reads their own row; admins read all. Writes go through the tracking RPCs only.
create policy "members: own row" on public.members
  for select to authenticated using (id = (select auth.uid()));
create policy "members: admins read all" on public.members
  for select to authenticated using ((select private.is_admin()));

-- user_roles: everyone sees their own roles; admins manage all.
create policy "user_roles: own roles" on public.user_roles
  for select to authenticated using (user_id = (select auth.uid()));
create policy "user_roles: admins read" on public.user_roles
  for select to authenticated using ((select private.is_admin()));
create policy "user_roles: admins insert" on public.user_roles
  for insert to authenticated with check ((select private.is_admin()));
create policy "user_roles: admins update" on public.user_roles
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "user_roles: admins delete" on public.user_roles
  for delete to authenticated using ((select private.is_admin()));

-- Nobody can remove the last admin, whoever asks.
create or replace function private.keep_one_admin() returns trigger
language plpgsql set search_path = '' as $$
begin
  if old.role = 'admin' and (tg_op = 'DELETE' or new.role is distinct from 'admin') then
    if (select count(*) from public.user_roles where role = 'admin' and id <> old.id) = 0 then
      raise exception 'Não é possível remover o último administrador.' using errcode = 'P0001';
    end if;
  end if;
  return coalesce(new, old);
end
$$;
create trigger user_roles_keep_one_admin before update or delete on public.user_roles
  for each row execute function private.keep_one_admin();

-- Content tables: the public reads active or published rows, admins do everything.
do $$
declare
  t text;
begin
  foreach t in array array['events', 'ambassadors', 'videos', 'courses', 'jobs'] loop
    execute format(
      'create policy %I on public.%I for select to anon, authenticated using (is_active)',
      t || ': public reads active', t);
    execute format(
      'create policy %I on public.%I for select to authenticated using ((select private.is_admin()))',
      t || ': admins read all', t);
    execute format(
      'create policy %I on public.%I for insert to authenticated with check ((select private.is_admin()))',
      t || ': admins insert', t);
    execute format(
      'create policy %I on public.%I for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()))',
      t || ': admins update', t);
    execute format(
      'create policy %I on public.%I for delete to authenticated using ((select private.is_admin()))',
      t || ': admins delete', t);
  end loop;
end
$$;

create policy "posts: public reads published" on public.posts
  for select to anon, authenticated using (status = 'published');
create policy "posts: admins read all" on public.posts
  for select to authenticated using ((select private.is_admin()));
create policy "posts: admins insert" on public.posts
  for insert to authenticated with check ((select private.is_admin()));
create policy "posts: admins update" on public.posts
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "posts: admins delete" on public.posts
  for delete to authenticated using ((select private.is_admin()));

create policy "newsletter: admins read" on public.newsletter_subscribers
  for select to authenticated using ((select private.is_admin()));
create policy "newsletter: admins delete" on public.newsletter_subscribers
  for delete to authenticated using ((select private.is_admin()));

-- has_role answers for the caller only (admins and the service role may ask about anyone),
-- so nobody can probe who the admins are.
create or replace function public.has_role(_user_id uuid, _role public.app_role) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  if _user_id is distinct from (select auth.uid())
     and coalesce((select auth.role()), '') <> 'service_role'
     and not (select private.is_admin()) then
    return false;
  end if;
  return exists (select 1 from public.user_roles where user_id = _user_id and role = _role);
end
$$;
revoke all on function public.has_role(uuid, public.app_role) from public, anon;
grant execute on function public.has_role(uuid, public.app_role) to authenticated, service_role;

-- Login tracking: creates or updates the caller's own member row and counts the login.
create or replace function public.track_user_login_with_profile(
  provider_name text,
  linkedin_id text,
  full_name text,
  email text,
  avatar_url text,
  profile_data jsonb
) returns public.members
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  _uid uuid := (select auth.uid());
  _row public.members;
begin
  if _uid is null then
    raise exception 'Sessão não encontrada.' using errcode = '42501';
  end if;
  insert into public.members as m (
    id, full_name, email, avatar_url, is_logged_in, login_count, last_login_at,
    linkedin_id, provider_name, profile_data
  ) values (
    _uid,
    nullif(btrim(track_user_login_with_profile.full_name), ''),
    coalesce(nullif(auth.jwt() ->> 'email', ''), nullif(btrim(track_user_login_with_profile.email), '')),
    nullif(btrim(track_user_login_with_profile.avatar_url), ''),
    true, 1, now(),
    nullif(track_user_login_with_profile.linkedin_id, ''),
    coalesce(nullif(track_user_login_with_profile.provider_name, ''), 'linkedin_oidc'),
    coalesce(track_user_login_with_profile.profile_data, '{}'::jsonb)
  )
  on conflict (id) do update set
    full_name = coalesce(excluded.full_name, m.full_name),
    email = coalesce(excluded.email, m.email),
    avatar_url = coalesce(excluded.avatar_url, m.avatar_url),
    is_logged_in = true,
    login_count = m.login_count + 1,
    last_login_at = now(),
    linkedin_id = coalesce(excluded.linkedin_id, m.linkedin_id),
    provider_name = excluded.provider_name,
    profile_data = excluded.profile_data
  returning * into _row;
  return _row;
end
$$;
revoke all on function public.track_user_login_with_profile(text, text, text, text, text, jsonb) from public, anon;
grant execute on function public.track_user_login_with_profile(text, text, text, text, text, jsonb) to authenticated;

create or replace function public.track_user_logout() returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Sessão não encontrada.' using errcode = '42501';
  end if;
  update public.members set is_logged_in = false where id = (select auth.uid());
end
$$;
revoke all on function public.track_user_logout() from public, anon;
grant execute on function public.track_user_logout() to authenticated;

-- Statistics for the back-office; admins only.
create or replace function public.get_member_statistics() returns table (
  total_members bigint,
  active_this_month bigint,
  average_logins numeric,
  top_providers jsonb,
  currently_logged_in bigint,
  currently_logged_out bigint
)
language plpgsql stable security definer set search_path = '' as $$
begin
  if coalesce((select auth.role()), '') <> 'service_role' and not (select private.is_admin()) then
    raise exception 'Permissão negada: apenas administradores.' using errcode = '42501';
  end if;
  return query
  select
    count(*)::bigint,
    count(*) filter (where m.last_login_at >= now() - interval '30 days')::bigint,
    coalesce(round(avg(m.login_count)::numeric, 2), 0),
    coalesce((
      select jsonb_agg(jsonb_build_object('provider', p.provider_name, 'count', p.n) order by p.n desc, p.provider_name)
      from (
        select provider_name, count(*) as n from public.members group by provider_name
      ) p
    ), '[]'::jsonb),
    count(*) filter (where m.is_logged_in)::bigint,
    count(*) filter (where not m.is_logged_in)::bigint
  from public.members m;
end
$$;
revoke all on function public.get_member_statistics() from public, anon;
grant execute on function public.get_member_statistics() to authenticated, service_role;

-- The public member showcase: name and avatar only, of members who have both, newest first.
create or replace function public.get_member_showcase(_limit integer default 12) returns table (
  full_name text,
  avatar_url text
)
language sql stable security definer set search_path = '' as $$
  select m.full_name, m.avatar_url
  from public.members m
  where m.full_name is not null and m.avatar_url is not null
  order by m.created_at desc
  limit least(greatest(coalesce(_limit, 12), 1), 48)
$$;
revoke all on function public.get_member_showcase(integer) from public;
grant execute on function public.get_member_showcase(integer) to anon, authenticated, service_role;

-- Newsletter sign-up: stores the e-mail once (a repeat is not an error) with the consent time and source.
create or replace function public.subscribe_newsletter(_email text, _source text default 'site') returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  _normalized text := lower(btrim(coalesce(_email, '')));
begin
  if _normalized !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or length(_normalized) > 254 then
    raise exception 'Informe um e-mail válido.' using errcode = '22023';
  end if;
  insert into public.newsletter_subscribers (email, source)
  values (_normalized, left(coalesce(nullif(btrim(_source), ''), 'site'), 60))
  on conflict (email) do nothing;
end
$$;
revoke all on function public.subscribe_newsletter(text, text) from public;
grant execute on function public.subscribe_newsletter(text, text) to anon, authenticated, service_role;

-- Team screen: the accounts that signed up with e-mail and password, visible to admins only.
create view public.team_accounts with (security_barrier = on) as
select
  u.id,
  u.email::text as email,
  u.created_at,
  u.email_confirmed_at,
  u.last_sign_in_at,
  exists (select 1 from public.user_roles r where r.user_id = u.id and r.role = 'admin') as is_admin
from auth.users u
where coalesce(u.raw_app_meta_data ->> 'provider', 'email') = 'email'
  and (select private.is_admin());
revoke all on public.team_accounts from anon, public;
grant select on public.team_accounts to authenticated;

-- Storage: three public buckets; only admins write to them.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('ambassador-photos', 'ambassador-photos', true, 5242880, array['image/jpeg', 'image/png', 'image/gif', 'image/webp']),
  ('post-covers', 'post-covers', true, 5242880, array['image/jpeg', 'image/png', 'image/gif', 'image/webp']),
  ('videos', 'videos', true, 524288000, array['video/mp4', 'video/webm', 'video/ogg', 'video/quicktime'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "content buckets: admins read" on storage.objects
  for select to authenticated
  using (bucket_id in ('ambassador-photos', 'post-covers', 'videos') and (select private.is_admin()));
create policy "content buckets: admins insert" on storage.objects
  for insert to authenticated
  with check (bucket_id in ('ambassador-photos', 'post-covers', 'videos') and (select private.is_admin()));
create policy "content buckets: admins update" on storage.objects
  for update to authenticated
  using (bucket_id in ('ambassador-photos', 'post-covers', 'videos') and (select private.is_admin()))
  with check (bucket_id in ('ambassador-photos', 'post-covers', 'videos') and (select private.is_admin()));
create policy "content buckets: admins delete" on storage.objects
  for delete to authenticated
  using (bucket_id in ('ambassador-photos', 'post-covers', 'videos') and (select private.is_admin()));

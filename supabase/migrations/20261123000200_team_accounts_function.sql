-- The Team screen reads accounts through an admin-only function instead of the team_accounts view: a view
-- over auth.users owned by the migration role bypasses RLS and exposes auth.users to the API (Supabase's
-- security advisor: auth_users_exposed, security_definer_view). The security-definer functions the API
-- roles may call each say why they are reachable.

drop view public.team_accounts;

-- The accounts created with e-mail and password (the team's sign-ups), newest first by default; the
-- screen sorts, filters and pages over the result (PostgREST serves it like a table under /rpc).
create or replace function public.list_team_accounts() returns table (
  id uuid,
  email text,
  created_at timestamptz,
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  is_admin boolean
)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  if not (select private.is_admin()) then
    raise exception 'Permissão negada: apenas administradores.' using errcode = '42501';
  end if;
  return query
  select
    u.id,
    u.email::text,
    u.created_at,
    u.email_confirmed_at,
    u.last_sign_in_at,
    exists (select 1 from public.user_roles r where r.user_id = u.id and r.role = 'admin')
  from auth.users u
  where coalesce(u.raw_app_meta_data ->> 'provider', 'email') = 'email'
  order by u.created_at desc;
end
$$;
revoke all on function public.list_team_accounts() from public, anon;
grant execute on function public.list_team_accounts() to authenticated;

-- Security-definer functions the API roles may call, and why each one is reachable at all.
comment on function public.list_team_accounts() is
  'Team screen: e-mail accounts and their admin flag. Security definer to read auth.users; admins only (checked inside), anon cannot execute.';
comment on function public.has_role(uuid, public.app_role) is
  'Admin gate of the back-office (spec: has_role). Security definer to read user_roles; answers for the caller only (admins and the service role may ask about anyone), anon cannot execute.';
comment on function public.track_user_login_with_profile(text, text, text, text, text, jsonb) is
  'Member login tracking after a LinkedIn sign-in. Security definer to write members, which has no write grants; touches only the caller''s own row, anon cannot execute.';
comment on function public.track_user_logout() is
  'Member logout tracking. Security definer to write members; touches only the caller''s own row, anon cannot execute.';
comment on function public.get_member_statistics() is
  'Back-office statistics. Security definer to count every member; admins and the service role only (checked inside), anon cannot execute.';
comment on function public.get_member_showcase(integer) is
  'Public on purpose: the home page''s member showcase for visitors. Returns only name and avatar of members who have both, at most 48 rows; members itself stays closed to anon.';
comment on function public.subscribe_newsletter(text, text) is
  'Public on purpose: the site''s newsletter sign-up for visitors. Validates the address, is rate limited per client and in total, and only inserts (never reads back) subscribers.';

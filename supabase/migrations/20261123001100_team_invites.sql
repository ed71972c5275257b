-- The Team screen also shows invites: when an account was invited (pending until the invitee sets a
-- password through the link) and which team role it holds (admin, or moderator for people invited as
-- such). The return type changes, so the function is dropped and created again with its grants.

drop function public.list_team_accounts();

create function public.list_team_accounts() returns table (
  id uuid,
  email text,
  created_at timestamptz,
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  is_admin boolean,
  invited_at timestamptz,
  role text
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
    exists (select 1 from public.user_roles r where r.user_id = u.id and r.role = 'admin'),
    u.invited_at,
    (select r.role::text from public.user_roles r
      where r.user_id = u.id and r.role in ('admin', 'moderator')
      order by r.role = 'admin' desc limit 1)
  from auth.users u
  where coalesce(u.raw_app_meta_data ->> 'provider', 'email') = 'email'
  order by u.created_at desc;
end
$$;
revoke all on function public.list_team_accounts() from public, anon;
grant execute on function public.list_team_accounts() to authenticated;

comment on function public.list_team_accounts() is
  'Team screen: e-mail accounts, their team role and pending invites. Security definer to read auth.users; admins only (checked inside), anon cannot execute.';

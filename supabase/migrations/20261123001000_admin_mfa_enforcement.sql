-- Two-factor sign-in for the team: someone who has a verified second factor (TOTP) must have used it
-- in this session (JWT claim aal = 'aal2') before their admin rights or any write count, so a stolen
-- password alone opens nothing. People without a factor are unaffected. This is Supabase's documented
-- "enforce MFA for users who have opted in" pattern: restrictive policies on the JWT's aal, plus the
-- admin check itself.

-- Whether the caller has a verified factor. Security definer: the API roles cannot read auth.mfa_factors
-- (postgres may, locally and on the platform).
create or replace function private.has_verified_factor() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from auth.mfa_factors f
    where f.user_id = (select auth.uid()) and f.status = 'verified'
  )
$$;
revoke all on function private.has_verified_factor() from public, anon;
grant execute on function private.has_verified_factor() to authenticated, service_role;

comment on function private.has_verified_factor() is
  'True when the caller has a verified MFA factor: their session must then be aal2 for admin rights and writes.';

-- Admin rights need the second factor when the admin has one. Every admin policy, the storage policies
-- and the admin-only RPCs go through this helper, so they all follow.
create or replace function private.is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.user_roles ur
    where ur.user_id = (select auth.uid()) and ur.role = 'admin'
  )
  and (
    coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
    or not (select private.has_verified_factor())
  )
$$;
revoke all on function private.is_admin() from public, anon;
grant execute on function private.is_admin() to authenticated, service_role;

-- Restrictive policies (ANDed with the permissive ones): with a verified factor, every write the app's
-- tables allow signed-in users, and reads of personal data (members, roles, subscribers), need an aal2
-- session. Writes are covered wherever a permissive policy grants one, so tables nobody may write keep
-- having no write policy at all.
do $$
declare
  target record;
  personal text;
  mfa_ok constant text :=
    '(((select auth.jwt()) ->> ''aal'') = ''aal2'' or not (select private.has_verified_factor()))';
begin
  for target in
    select distinct p.tablename, c.cmd
      from pg_policies p
      cross join lateral unnest(
        case when p.cmd = 'ALL' then array['INSERT', 'UPDATE', 'DELETE'] else array[p.cmd] end
      ) as c (cmd)
     where p.schemaname = 'public' and p.permissive = 'PERMISSIVE'
       and p.roles && array['authenticated', 'public']::name[]
       and c.cmd in ('INSERT', 'UPDATE', 'DELETE')
     order by 1, 2
  loop
    execute format(
      'create policy %I on public.%I as restrictive for %s to authenticated %s',
      target.tablename || ': second factor for ' || lower(target.cmd) || 's',
      target.tablename,
      target.cmd,
      case target.cmd
        when 'INSERT' then 'with check ' || mfa_ok
        when 'UPDATE' then 'using ' || mfa_ok || ' with check ' || mfa_ok
        else 'using ' || mfa_ok
      end);
  end loop;
  foreach personal in array array['members', 'user_roles', 'newsletter_subscribers'] loop
    execute format(
      'create policy %I on public.%I as restrictive for select to authenticated using %s',
      personal || ': second factor for reads', personal, mfa_ok);
  end loop;
end
$$;

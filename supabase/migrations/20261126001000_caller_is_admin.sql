-- One admin gate for code outside the database (edge functions, server actions): the same answer as
-- the policies' own check, private.is_admin(): the admin role AND, when the account has a verified
-- second factor, a session that used it (aal2). has_role stays what it is (does this account hold the
-- role?), which the sign-in screens need to know before asking for the code; nothing that acts as an
-- admin may rely on it.
create or replace function public.caller_is_admin() returns boolean
language sql stable security invoker set search_path = '' as $$
  select coalesce((select private.is_admin()), false)
$$;
revoke all on function public.caller_is_admin() from public, anon;
grant execute on function public.caller_is_admin() to authenticated, service_role;

comment on function public.caller_is_admin() is
  'Admin gate of the edge functions and server actions: whether the caller may act as an admin now (role and, with a verified factor, an aal2 session), as every admin policy decides. Runs with the caller''s rights, answers for the caller only, anon cannot execute.';

-- One permissive policy per table, role and action, with the admin OR public condition inside it (each
-- extra permissive policy runs for every row; Supabase's advisor: multiple_permissive_policies). Every
-- auth.*() and helper call is wrapped in a select, so it runs once per statement (auth_rls_initplan).

drop policy "members: own row" on public.members;
drop policy "members: admins read all" on public.members;
create policy "members: own row or admin" on public.members
  for select to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()));

drop policy "user_roles: own roles" on public.user_roles;
drop policy "user_roles: admins read" on public.user_roles;
create policy "user_roles: own roles or admin" on public.user_roles
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- Content tables: visitors read active rows; signed-in users read active rows, admins every row; admins
-- write. Videos stay team-wide on purpose: the spec lists them unfiltered and updates and deletes them by
-- id, whoever uploaded them. The anon policy is separate because anon cannot execute private.is_admin().
do $$
declare
  t text;
begin
  foreach t in array array['events', 'ambassadors', 'videos', 'courses', 'jobs'] loop
    execute format('drop policy %I on public.%I', t || ': public reads active', t);
    execute format('drop policy %I on public.%I', t || ': admins read all', t);
    execute format(
      'create policy %I on public.%I for select to anon using (is_active)',
      t || ': visitors read active', t);
    execute format(
      'create policy %I on public.%I for select to authenticated using (is_active or (select private.is_admin()))',
      t || ': active, or all for admins', t);
  end loop;
end
$$;

-- Posts: visitors read published posts; admins read every post, drafts included.
drop policy "posts: public reads published" on public.posts;
drop policy "posts: admins read all" on public.posts;
create policy "posts: visitors read published" on public.posts
  for select to anon
  using (status = 'published');
create policy "posts: published, or all for admins" on public.posts
  for select to authenticated
  using (status = 'published' or (select private.is_admin()));

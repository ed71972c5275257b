-- Scheduling: a post (blog, news, landing page) with status 'published' and a published_at in the
-- future is scheduled. Visitors and members see it only once published_at has passed, so it goes live
-- at its time with no job to run; the site's pages, sitemap and feeds read through these rules.
-- Admins keep reading every post, scheduled and draft included.
drop policy "posts: visitors read published" on public.posts;
drop policy "posts: published, or all for admins" on public.posts;

create policy "posts: visitors read published" on public.posts
  for select to anon
  using (status = 'published' and published_at <= now());

create policy "posts: published, or all for admins" on public.posts
  for select to authenticated
  using ((status = 'published' and published_at <= now()) or (select private.is_admin()));

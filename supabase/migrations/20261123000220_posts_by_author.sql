-- Spec §6: posts (blog, news, landing pages) are created, updated and deleted only by their author; their
-- covers go under the author's own folder in post-covers.

-- Admins still read every post (see the select policy; the back-office's author filter is the lists'
-- default), but create, change and delete only their own.
drop policy "posts: admins insert" on public.posts;
drop policy "posts: admins update" on public.posts;
drop policy "posts: admins delete" on public.posts;
create policy "posts: authors insert their own" on public.posts
  for insert to authenticated
  with check ((select private.is_admin()) and author_id = (select auth.uid()));
create policy "posts: authors update their own" on public.posts
  for update to authenticated
  using ((select private.is_admin()) and author_id = (select auth.uid()))
  with check ((select private.is_admin()) and author_id = (select auth.uid()));
create policy "posts: authors delete their own" on public.posts
  for delete to authenticated
  using ((select private.is_admin()) and author_id = (select auth.uid()));

-- Storage: admins write ambassador photos and videos team-wide (a video is replaced or removed by whoever
-- edits it), but post covers only under their own '{author id}/…' folder, as the back-office stores them.
drop policy "content buckets: admins insert" on storage.objects;
drop policy "content buckets: admins update" on storage.objects;
drop policy "content buckets: admins delete" on storage.objects;
create policy "content buckets: admins insert, covers in own folder" on storage.objects
  for insert to authenticated
  with check (
    (select private.is_admin())
    and (
      bucket_id in ('ambassador-photos', 'videos')
      or (bucket_id = 'post-covers' and (storage.foldername(name))[1] = (select auth.uid())::text)
    )
  );
create policy "content buckets: admins update, covers in own folder" on storage.objects
  for update to authenticated
  using (
    (select private.is_admin())
    and (
      bucket_id in ('ambassador-photos', 'videos')
      or (bucket_id = 'post-covers' and (storage.foldername(name))[1] = (select auth.uid())::text)
    )
  )
  with check (
    (select private.is_admin())
    and (
      bucket_id in ('ambassador-photos', 'videos')
      or (bucket_id = 'post-covers' and (storage.foldername(name))[1] = (select auth.uid())::text)
    )
  );
create policy "content buckets: admins delete, covers in own folder" on storage.objects
  for delete to authenticated
  using (
    (select private.is_admin())
    and (
      bucket_id in ('ambassador-photos', 'videos')
      or (bucket_id = 'post-covers' and (storage.foldername(name))[1] = (select auth.uid())::text)
    )
  );

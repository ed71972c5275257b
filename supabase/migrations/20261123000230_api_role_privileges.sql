-- The API roles get only the privileges PostgREST uses (no TRUNCATE, TRIGGER, REFERENCES, MAINTAIN), now
-- and for tables created later, and visitors never read who wrote a row (the ids of admin accounts).

-- The platform's defaults gave anon and authenticated every privilege on every table. PostgREST only
-- selects, inserts, updates and deletes, and only where a policy lets the role do so; RLS still decides
-- the rows. `revoke all` also covers MAINTAIN where the server has it (PostgreSQL 17).
revoke all on all tables in schema public from anon, authenticated;

-- Visitors: active and published content, without author_id (the ids of admin accounts).
grant select on public.ambassadors, public.courses, public.jobs, public.landing_pages to anon;
grant select (
  id, title, description, start_date, end_date, is_online, location, city, region, country, topics,
  external_link, is_active, created_at, updated_at
) on public.events to anon;
grant select (
  id, title, description, video_url, thumbnail_url, tags, is_active, file_size_bytes, duration_seconds,
  width_pixels, height_pixels, video_format, created_at, updated_at
) on public.videos to anon;
-- landing_pages is a security_invoker view: visitors need the posts columns it reads (author_id is not one).
grant select (
  id, type, title, slug, excerpt, content, cover_image_url, status, published_at, created_at, updated_at,
  seo_meta_title, seo_meta_description, seo_og_title, seo_og_description, seo_og_image
) on public.posts to anon;

-- Signed-in users: what their policies allow (members are written only by the tracking functions).
grant select on public.members, public.landing_pages to authenticated;
grant select, delete on public.newsletter_subscribers to authenticated;
grant select, insert, update, delete on
  public.user_roles, public.events, public.ambassadors, public.videos, public.courses, public.posts, public.jobs
  to authenticated;

-- Tables created later in public get the same shape by default (here and on hosted Supabase, where
-- migrations run as postgres): data privileges only, every row still behind RLS.
alter default privileges for role postgres in schema public revoke all on tables from anon, authenticated;
alter default privileges for role postgres in schema public
  grant select, insert, update, delete on tables to anon, authenticated;

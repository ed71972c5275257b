-- Core schema of Elo CX: content tables, members, roles, newsletter and the landing-page read model.
-- Row-level security lives in the next migration; every table here gets it enabled there.

create extension if not exists pg_trgm with schema extensions;
create extension if not exists pgcrypto with schema extensions;

-- Helpers that must never be reachable through the REST API live in a schema PostgREST does not expose.
create schema if not exists private;
revoke all on schema private from public;

create type public.app_role as enum ('admin', 'moderator', 'user');

create or replace function private.set_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- members: one row per LinkedIn member, written only by the tracking RPCs.
create table public.members (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text,
  email text,
  avatar_url text,
  is_logged_in boolean not null default false,
  login_count integer not null default 0 check (login_count >= 0),
  last_login_at timestamptz,
  created_at timestamptz not null default now(),
  linkedin_id text,
  provider_name text not null default 'linkedin_oidc',
  profile_data jsonb not null default '{}'::jsonb
);
create index members_created_at_idx on public.members (created_at desc);
create index members_last_login_at_idx on public.members (last_login_at);
create index members_full_name_trgm_idx on public.members using gin (full_name extensions.gin_trgm_ops);
create index members_email_trgm_idx on public.members using gin (email extensions.gin_trgm_ops);
create index members_showcase_idx on public.members (created_at desc)
  where full_name is not null and avatar_url is not null;

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  created_at timestamptz not null default now(),
  unique (user_id, role)
);

create table public.events (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(btrim(title)) > 0),
  description text,
  start_date timestamptz not null,
  end_date timestamptz not null,
  is_online boolean not null default false,
  location text,
  city text,
  region text,
  country text,
  topics text[] not null default '{}',
  external_link text check (external_link is null or external_link ~* '^https?://[^\s]+$'),
  is_active boolean not null default true,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint events_dates_order check (end_date >= start_date)
);
create index events_active_start_idx on public.events (start_date) where is_active;
create index events_active_end_idx on public.events (end_date) where is_active;
create index events_author_idx on public.events (author_id);
create index events_topics_idx on public.events using gin (topics);

create table public.ambassadors (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) > 0),
  company text not null check (length(btrim(company)) > 0),
  specialties text not null check (length(btrim(specialties)) > 0),
  photo_url text,
  linkedin_url text check (linkedin_url is null or linkedin_url ~* '^https?://[^\s]+$'),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index ambassadors_active_name_idx on public.ambassadors (name) where is_active;
create index ambassadors_created_at_idx on public.ambassadors (created_at desc);

create table public.videos (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(btrim(title)) > 0),
  description text,
  video_url text not null,
  thumbnail_url text,
  tags text[] not null default '{}',
  is_active boolean not null default true,
  file_size_bytes bigint check (file_size_bytes is null or file_size_bytes >= 0),
  duration_seconds integer check (duration_seconds is null or duration_seconds >= 0),
  width_pixels integer check (width_pixels is null or width_pixels > 0),
  height_pixels integer check (height_pixels is null or height_pixels > 0),
  video_format text,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index videos_active_created_idx on public.videos (created_at desc) where is_active;
create index videos_tags_idx on public.videos using gin (tags);
create index videos_author_idx on public.videos (author_id);

create table public.courses (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(btrim(title)) > 0),
  description text,
  provider text,
  category text not null check (length(btrim(category)) > 0),
  level text check (level in ('beginner', 'intermediate', 'advanced')),
  language text check (language in ('Portuguese', 'English', 'Spanish')),
  url text not null unique check (url ~* '^https?://[^\s]+$'),
  image_url text check (image_url is null or image_url ~* '^https?://[^\s]+$'),
  source_platform text not null default 'manual' check (source_platform in ('manual', 'Coursera', 'Udemy')),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index courses_active_created_idx on public.courses (created_at desc) where is_active;
create index courses_source_platform_idx on public.courses (source_platform);

create table public.posts (
  id uuid primary key default gen_random_uuid(),
  type text not null check (type in ('blog', 'news', 'landing-pages')),
  title text not null check (length(btrim(title)) > 0),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 200),
  excerpt text,
  content text,
  cover_image_url text,
  status text not null default 'draft' check (status in ('draft', 'published')),
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  seo_meta_title text,
  seo_meta_description text,
  seo_og_title text,
  seo_og_description text,
  seo_og_image text,
  constraint posts_type_slug_key unique (type, slug),
  constraint posts_published_has_date check (status = 'draft' or published_at is not null)
);
create index posts_public_idx on public.posts (type, published_at desc) where status = 'published';
create index posts_author_idx on public.posts (author_id, type, updated_at desc);

-- Publishing sets the date, unpublishing clears it, whatever the client sent.
create or replace function private.sync_post_published_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.status = 'published' then
    if tg_op = 'INSERT' or old.status is distinct from 'published' then
      new.published_at := coalesce(new.published_at, now());
    end if;
  else
    new.published_at := null;
  end if;
  return new;
end
$$;
create trigger posts_sync_published_at before insert or update on public.posts
  for each row execute function private.sync_post_published_at();

create table public.jobs (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(btrim(title)) > 0),
  company text not null check (length(btrim(company)) > 0),
  location text,
  is_remote boolean not null default false,
  employment_type text,
  description text,
  job_url text check (job_url is null or job_url ~* '^https?://[^\s]+$'),
  source text,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index jobs_active_created_idx on public.jobs (created_at desc) where is_active;

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email) and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  consent_at timestamptz not null default now(),
  source text not null default 'site',
  created_at timestamptz not null default now()
);

create trigger events_updated_at before update on public.events
  for each row execute function private.set_updated_at();
create trigger ambassadors_updated_at before update on public.ambassadors
  for each row execute function private.set_updated_at();
create trigger videos_updated_at before update on public.videos
  for each row execute function private.set_updated_at();
create trigger courses_updated_at before update on public.courses
  for each row execute function private.set_updated_at();
create trigger posts_updated_at before update on public.posts
  for each row execute function private.set_updated_at();
create trigger jobs_updated_at before update on public.jobs
  for each row execute function private.set_updated_at();

-- Landing pages are posts of type 'landing-pages'; this read model renames the columns as the site expects.
-- security_invoker keeps the posts policies in force: visitors see published pages only.
create view public.landing_pages with (security_invoker = on) as
select
  p.id,
  p.slug,
  p.title,
  p.excerpt as description,
  p.content,
  p.seo_meta_title as meta_title,
  p.seo_meta_description as meta_description,
  p.seo_og_title as og_title,
  p.seo_og_description as og_description,
  p.seo_og_image as og_image,
  p.status = 'published' as is_published,
  p.published_at,
  p.created_at,
  p.updated_at
from public.posts p
where p.type = 'landing-pages';

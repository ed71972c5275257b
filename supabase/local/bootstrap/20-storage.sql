-- The storage schema as the Storage API creates it (tables, helpers and grants the apps rely on).
create schema if not exists storage authorization supabase_storage_admin;
grant usage on schema storage to postgres, anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[]
);
create unique index if not exists bname on storage.buckets (name);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

create or replace function storage.foldername(name text) returns text[] language plpgsql immutable as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text language plpgsql immutable as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text language plpgsql immutable as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

-- Lists one level below a prefix: files with their metadata, folders with nulls (Storage API's storage.search).
create or replace function storage.search(
  prefix text,
  bucketname text,
  limits int default 100,
  levels int default 1,
  offsets int default 0,
  search text default '',
  sortcolumn text default 'name',
  sortorder text default 'asc'
) returns table (
  name text,
  id uuid,
  updated_at timestamptz,
  created_at timestamptz,
  last_accessed_at timestamptz,
  metadata jsonb
) language plpgsql stable as $$
declare
  v_order text := case when lower(sortorder) = 'desc' then 'desc' else 'asc' end;
  v_column text := case
    when sortcolumn in ('name', 'updated_at', 'created_at', 'last_accessed_at') then sortcolumn
    else 'name'
  end;
begin
  return query execute format(
    $q$
    with entries as (
      select
        split_part(substr(o.name, length($1) + 1), '/', 1) as entry,
        position('/' in substr(o.name, length($1) + 1)) > 0 as is_folder,
        o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata
      from storage.objects o
      where o.bucket_id = $2
        and o.name like $1 || '%%'
        and split_part(substr(o.name, length($1) + 1), '/', 1) ilike $3 || '%%'
    ),
    grouped as (
      select distinct on (entry)
        entry as name,
        case when is_folder then null else id end as id,
        case when is_folder then null else updated_at end as updated_at,
        case when is_folder then null else created_at end as created_at,
        case when is_folder then null else last_accessed_at end as last_accessed_at,
        case when is_folder then null else metadata end as metadata
      from entries
      order by entry, is_folder desc
    )
    select * from grouped
    order by %I %s nulls last, name asc
    limit $4 offset $5
    $q$, v_column, v_order)
  using prefix, bucketname, coalesce(search, ''), limits, offsets;
end
$$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text) to anon, authenticated, service_role;
grant execute on function storage.search(text, text, int, int, int, text, text, text) to anon, authenticated, service_role;

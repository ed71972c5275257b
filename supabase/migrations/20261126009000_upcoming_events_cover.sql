-- The /events page shows each event's cover picture: the page function returns it with the other
-- columns. Its row type changes, so the function is created again (same body, same rights).

drop function public.upcoming_events_page(integer, integer);

create function public.upcoming_events_page(_limit integer default 24, _offset integer default 0)
returns table (
  id uuid,
  title text,
  description text,
  start_date timestamptz,
  end_date timestamptz,
  is_online boolean,
  location text,
  city text,
  region text,
  country text,
  topics text[],
  external_link text,
  is_active boolean,
  capacity integer,
  cover_image_url text,
  created_at timestamptz,
  updated_at timestamptz,
  total bigint
)
language sql stable set search_path = '' as $$
  with bounds as (
    select least(greatest(coalesce(_limit, 24), 0), 100) as size, greatest(coalesce(_offset, 0), 0) as skip
  ), under_way as materialized (
    select e.id, e.start_date from public.events e
     where e.is_active and e.end_date >= now() and e.start_date < now()
  ), page as (
    (select u.id, u.start_date from under_way u
      order by u.start_date, u.id limit (select size + skip from bounds))
    union all
    (select e.id, e.start_date from public.events e
      where e.is_active and e.start_date >= now()
      order by e.start_date, e.id limit (select size + skip from bounds))
    order by 2, 1
    limit (select size from bounds) offset (select skip from bounds)
  )
  select e.id, e.title, e.description, e.start_date, e.end_date, e.is_online, e.location, e.city, e.region,
    e.country, e.topics, e.external_link, e.is_active, e.capacity, e.cover_image_url, e.created_at,
    e.updated_at,
    (select count(*) from under_way)
      + (select count(*) from public.events f where f.is_active and f.start_date >= now())
    from page p
    join public.events e on e.id = p.id
   order by e.start_date, e.id
$$;

revoke all on function public.upcoming_events_page(integer, integer) from public;
grant execute on function public.upcoming_events_page(integer, integer) to anon, authenticated, service_role;
comment on function public.upcoming_events_page(integer, integer) is
  'One page (at most 100) of the active events that have not ended, soonest first, each row with the total.';

-- /events lists the active events that have not ended, soonest first. Asked as one query (filter on the
-- end date, order by the start date, a page's LIMIT), the planner walked the start-date index from the
-- oldest event and skipped every event already over, on every page: the list slowed down as history
-- built up. A page is now read in two parts, each on an index that starts at now: the events under way
-- (started, not ended: few, through the end-date index) and the events to come (through the start-date
-- index from now on, in page order, stopping at the page's end). Its cost follows the page and the
-- upcoming events, whatever the number of past events.
create index events_active_start_id_idx on public.events (start_date, id) where is_active;
create index events_active_end_start_idx on public.events (end_date, start_date) where is_active;
-- The new indexes serve every read the old ones did (same leading column, same condition).
drop index public.events_active_start_idx;
drop index public.events_active_end_idx;

-- One page of the upcoming events (at most 100 rows), each row with the number of upcoming events in
-- all. Security invoker: the events policies and column grants still decide what a caller reads.
create or replace function public.upcoming_events_page(_limit integer default 24, _offset integer default 0)
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
    e.country, e.topics, e.external_link, e.is_active, e.capacity, e.created_at, e.updated_at,
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

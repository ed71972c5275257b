-- /events lists the active events that have not ended, soonest first. Asked as one query (filter on the
-- end date, order by the start date, a page's LIMIT), the planner walked the start-date index from the
-- oldest event and skipped every event already over, on every page: the list slowed down as history
-- built up. This function reads the events that have not ended through the end-date index
-- (events_active_end_idx, whose range starts at now) and nothing else; the site orders, pages and
-- counts its result through PostgREST, so a page costs what the upcoming events cost, whatever the
-- number of past events. Security invoker: the events policies and column grants still decide.
create or replace function public.upcoming_events() returns table (
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
  updated_at timestamptz
)
language sql stable set search_path = '' as $$
  select e.id, e.title, e.description, e.start_date, e.end_date, e.is_online, e.location, e.city, e.region,
    e.country, e.topics, e.external_link, e.is_active, e.capacity, e.created_at, e.updated_at
    from public.events e
   where e.is_active and e.end_date >= now()
$$;
revoke all on function public.upcoming_events() from public;
grant execute on function public.upcoming_events() to anon, authenticated, service_role;
comment on function public.upcoming_events() is
  'Active events that have not ended (read through the end-date index); order by start_date, id to page.';

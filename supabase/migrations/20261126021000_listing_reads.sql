-- Pages read what they show in one round trip.
--
-- /events: a page of the upcoming events with each event's confirmed members. The site asked for the
-- page, then for its attendance, one after the other; both now come from one call. Security invoker like
-- upcoming_events_page (the events policies decide what a caller reads); the counts come from
-- get_event_attendance, which counts without showing who.
create function public.upcoming_events_listing(_limit integer default 24, _offset integer default 0)
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
  total bigint,
  confirmed bigint
)
language sql stable set search_path = '' as $$
  with page as materialized (
    select * from public.upcoming_events_page(_limit, _offset)
  ), attendance as (
    select a.event_id, a.confirmed from public.get_event_attendance(array(select p.id from page p)) a
  )
  select p.id, p.title, p.description, p.start_date, p.end_date, p.is_online, p.location, p.city, p.region,
    p.country, p.topics, p.external_link, p.is_active, p.capacity, p.cover_image_url, p.created_at,
    p.updated_at, p.total, coalesce(a.confirmed, 0)
    from page p
    left join attendance a on a.event_id = p.id
   order by p.start_date, p.id
$$;
revoke all on function public.upcoming_events_listing(integer, integer) from public;
grant execute on function public.upcoming_events_listing(integer, integer) to anon, authenticated, service_role;
comment on function public.upcoming_events_listing(integer, integer) is
  'One page (at most 100) of the active events that have not ended, soonest first, each row with the total and its number of confirmed members.';

-- A signed-in member's own page context: the events they confirmed (every page's RSVP buttons) and when
-- they joined (the dashboard), in one read with their own session. Security invoker: the members and
-- event_rsvps policies let a member read only their own rows; anyone else gets null and no events.
create function public.my_member_context()
returns table (
  member_since timestamptz,
  rsvp_event_ids uuid[]
)
language sql stable set search_path = '' as $$
  select
    (select m.created_at from public.members m where m.id = (select auth.uid())),
    coalesce(
      (select array_agg(r.event_id order by r.created_at, r.event_id)
         from public.event_rsvps r
        where r.member_id = (select auth.uid())),
      '{}'::uuid[]
    )
$$;
revoke all on function public.my_member_context() from public, anon;
grant execute on function public.my_member_context() to authenticated, service_role;
comment on function public.my_member_context() is
  'The caller''s member row creation time and the ids of the events they confirmed (their own rows only).';

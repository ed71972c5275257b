-- Event RSVP: a member says they will attend an event ('Vou participar') and can take it back. Events get
-- an optional capacity. Visitors see how many members confirmed and the names and avatars of those the
-- public member showcase would show anyway; attendee e-mails are for admins only.

alter table public.events
  add column capacity integer check (capacity is null or capacity between 1 and 100000);
grant select (capacity) on public.events to anon;

create table public.event_rsvps (
  event_id uuid not null references public.events (id) on delete cascade,
  member_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (event_id, member_id)
);
-- The member's own RSVPs (policies, the data export); per event in confirmation order (avatars, lists).
create index event_rsvps_member_id_idx on public.event_rsvps (member_id);
create index event_rsvps_event_created_idx on public.event_rsvps (event_id, created_at);

alter table public.event_rsvps enable row level security;
-- Visitors never read rows (counts and avatars come from the functions below); nobody updates an RSVP.
revoke all on public.event_rsvps from public, anon, authenticated;
grant select, insert, delete on public.event_rsvps to authenticated;

-- Only people who signed in with LinkedIn are members; app_metadata is written by the auth service alone,
-- so the signed claims can be trusted.
create or replace function private.is_linkedin_member() returns boolean
language sql stable set search_path = '' as $$
  select coalesce(auth.jwt() -> 'app_metadata' -> 'providers', '[]'::jsonb) ? 'linkedin_oidc'
      or coalesce(auth.jwt() -> 'app_metadata' ->> 'provider', '') = 'linkedin_oidc'
$$;
revoke all on function private.is_linkedin_member() from public, anon;
grant execute on function private.is_linkedin_member() to authenticated;

create policy "event_rsvps: read own rows, or all for admins" on public.event_rsvps
  for select to authenticated
  using (member_id = (select auth.uid()) or (select private.is_admin()));
create policy "event_rsvps: members confirm for themselves" on public.event_rsvps
  for insert to authenticated
  with check (member_id = (select auth.uid()) and (select private.is_linkedin_member()));
create policy "event_rsvps: delete own rows, or any for admins" on public.event_rsvps
  for delete to authenticated
  using (member_id = (select auth.uid()) or (select private.is_admin()));

-- An RSVP is for an active event that has not ended, within its capacity. The event row is locked, so
-- two members cannot both take the last seat.
create or replace function private.check_event_rsvp() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  _event record;
begin
  select e.is_active, e.end_date, e.capacity into _event
    from public.events e where e.id = new.event_id for update;
  if not found or not _event.is_active then
    raise exception 'Evento não encontrado.' using errcode = 'P0002';
  end if;
  if _event.end_date < now() then
    raise exception 'Este evento já terminou.' using errcode = '22023', hint = 'event_ended';
  end if;
  if _event.capacity is not null
     and (select count(*) from public.event_rsvps r where r.event_id = new.event_id) >= _event.capacity then
    raise exception 'Esgotado: não há mais vagas para este evento.' using errcode = 'P0001', hint = 'event_full';
  end if;
  new.created_at := now();
  return new;
end
$$;
revoke all on function private.check_event_rsvp() from public, anon, authenticated;
create trigger event_rsvps_check before insert on public.event_rsvps
  for each row execute function private.check_event_rsvp();

-- Confirmed members and capacity of up to 100 active events (a page of cards, or one event page); the
-- back-office's events list also counts inactive events for admins.
create or replace function public.get_event_attendance(_event_ids uuid[]) returns table (
  event_id uuid,
  confirmed bigint,
  capacity integer
)
language sql stable security definer set search_path = '' as $$
  select e.id, (select count(*) from public.event_rsvps r where r.event_id = e.id), e.capacity
    from public.events e
   where e.id = any ((coalesce(_event_ids, '{}'::uuid[]))[1:100])
     and (e.is_active or (select private.is_admin()))
$$;
revoke all on function public.get_event_attendance(uuid[]) from public;
grant execute on function public.get_event_attendance(uuid[]) to anon, authenticated, service_role;
comment on function public.get_event_attendance(uuid[]) is
  'Public on purpose: the number of confirmed members and the capacity of active events (inactive ones too for admins), shown on event pages, cards and the back-office list. Returns counts only, never who; at most 100 events per call.';

-- Who is going, as the public member showcase shows people: name and avatar of members who have both,
-- first to confirm first, at most 12.
create or replace function public.get_event_attendee_showcase(_event_id uuid, _limit integer default 12)
returns table (
  full_name text,
  avatar_url text
)
language sql stable security definer set search_path = '' as $$
  select m.full_name, m.avatar_url
    from public.event_rsvps r
    join public.events e on e.id = r.event_id and e.is_active
    join public.members m on m.id = r.member_id
   where r.event_id = _event_id and m.full_name is not null and m.avatar_url is not null
   order by r.created_at, r.member_id
   limit least(greatest(coalesce(_limit, 12), 1), 12)
$$;
revoke all on function public.get_event_attendee_showcase(uuid, integer) from public;
grant execute on function public.get_event_attendee_showcase(uuid, integer) to anon, authenticated, service_role;
comment on function public.get_event_attendee_showcase(uuid, integer) is
  'Public on purpose: the avatars on an event page. Returns only name and avatar of confirmed members who have both (the member showcase rule), at most 12, for active events; no ids or e-mails.';

-- Back-office: an event's attendees with their e-mails, in confirmation order. Admins only.
create or replace function public.list_event_attendees(_event_id uuid) returns table (
  member_id uuid,
  full_name text,
  email text,
  avatar_url text,
  confirmed_at timestamptz
)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  if coalesce((select auth.role()), '') <> 'service_role' and not (select private.is_admin()) then
    raise exception 'Permissão negada: apenas administradores.' using errcode = '42501';
  end if;
  return query
  select r.member_id,
         coalesce(m.full_name, u.raw_user_meta_data ->> 'full_name', u.raw_user_meta_data ->> 'name'),
         coalesce(m.email, u.email::text),
         m.avatar_url,
         r.created_at
    from public.event_rsvps r
    join auth.users u on u.id = r.member_id
    left join public.members m on m.id = r.member_id
   where r.event_id = _event_id
   order by r.created_at, r.member_id;
end
$$;
revoke all on function public.list_event_attendees(uuid) from public, anon;
grant execute on function public.list_event_attendees(uuid) to authenticated, service_role;
comment on function public.list_event_attendees(uuid) is
  'Back-office attendee list and CSV export of an event. Security definer to read members and auth e-mails; admins and the service role only (checked inside), anon cannot execute.';

-- 'Vou participar' e-mails the member a confirmation with the event as an .ics file. The RSVP row is its
-- own outbox: it is committed first (a mail that fails never undoes it) and carries the state of its one
-- confirmation, claimed by a sender in a transaction so two senders (the site right after the click, the
-- scheduler later) never both send it. A repeated click finds the row already there and queues nothing.
-- Cancelling deletes the row; confirming again is a new RSVP and gets a new confirmation.

alter table public.event_rsvps
  add column confirmation_status text not null default 'pending'
    check (confirmation_status in ('pending', 'sending', 'sent', 'failed')),
  add column confirmation_attempts integer not null default 0 check (confirmation_attempts >= 0),
  add column confirmation_claimed_at timestamptz,
  add column confirmation_sent_at timestamptz,
  add column confirmation_error text;
create index event_rsvps_confirmation_queue_idx on public.event_rsvps (created_at)
  where confirmation_status in ('pending', 'sending');

-- Members insert their RSVP, never its mail state: whatever they send, a new row starts pending.
create or replace function private.reset_event_rsvp_confirmation() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.confirmation_status := 'pending';
  new.confirmation_attempts := 0;
  new.confirmation_claimed_at := null;
  new.confirmation_sent_at := null;
  new.confirmation_error := null;
  return new;
end
$$;
revoke all on function private.reset_event_rsvp_confirmation() from public, anon, authenticated;
create trigger event_rsvps_confirmation_reset before insert on public.event_rsvps
  for each row execute function private.reset_event_rsvp_confirmation();

-- For the sender (service role): the next pending confirmation (of one event and/or member when given),
-- claimed with skip locked, with what the message shows; no row when there is none. A claim older than 5
-- minutes means a sender stopped mid-message: it is failed rather than risk sending it twice.
create or replace function public.claim_event_rsvp_confirmation(
  _event_id uuid default null, _member_id uuid default null
) returns table (
  event_id uuid, member_id uuid, email text, full_name text, title text, description text,
  start_date timestamptz, end_date timestamptz, is_online boolean, location text, city text,
  region text, country text, external_link text
)
language plpgsql volatile security definer set search_path = '' as $$
declare
  _r public.event_rsvps;
begin
  update public.event_rsvps r
     set confirmation_status = 'failed', confirmation_claimed_at = null,
         confirmation_error = 'Envio interrompido antes da confirmação do servidor de e-mail.'
   where r.confirmation_status = 'sending' and r.confirmation_claimed_at < now() - interval '5 minutes';
  select r.* into _r
    from public.event_rsvps r
    join public.events e on e.id = r.event_id
   where r.confirmation_status = 'pending' and e.is_active and e.end_date >= now()
     and (_event_id is null or r.event_id = _event_id)
     and (_member_id is null or r.member_id = _member_id)
   order by r.created_at, r.member_id
   limit 1
   for update of r skip locked;
  if not found then
    return;
  end if;
  update public.event_rsvps r
     set confirmation_status = 'sending', confirmation_claimed_at = now(),
         confirmation_attempts = r.confirmation_attempts + 1
   where r.event_id = _r.event_id and r.member_id = _r.member_id;
  return query
    select e.id, _r.member_id, coalesce(nullif(btrim(m.email), ''), u.email::text),
           coalesce(m.full_name, u.raw_user_meta_data ->> 'full_name', u.raw_user_meta_data ->> 'name'),
           e.title, e.description, e.start_date, e.end_date, e.is_online, e.location, e.city, e.region,
           e.country, e.external_link
      from public.events e
      join auth.users u on u.id = _r.member_id
      left join public.members m on m.id = _r.member_id
     where e.id = _r.event_id;
end
$$;
revoke all on function public.claim_event_rsvp_confirmation(uuid, uuid) from public, anon, authenticated;
grant execute on function public.claim_event_rsvp_confirmation(uuid, uuid) to service_role;

-- For the sender (service role): the outcome of a claimed confirmation. A temporary refusal puts it back
-- in the queue (up to 5 attempts); a final one, or the fifth, fails it with the server's reason.
create or replace function public.finish_event_rsvp_confirmation(
  _event_id uuid, _member_id uuid, _error text default null, _temporary boolean default false
) returns void
language sql volatile security definer set search_path = '' as $$
  update public.event_rsvps
     set confirmation_status = case when _error is null then 'sent'
                                    when _temporary and confirmation_attempts < 5 then 'pending'
                                    else 'failed' end,
         confirmation_sent_at = case when _error is null then now() end,
         confirmation_error = left(_error, 500),
         confirmation_claimed_at = null
   where event_id = _event_id and member_id = _member_id and confirmation_status = 'sending'
$$;
revoke all on function public.finish_event_rsvp_confirmation(uuid, uuid, text, boolean)
  from public, anon, authenticated;
grant execute on function public.finish_event_rsvp_confirmation(uuid, uuid, text, boolean) to service_role;

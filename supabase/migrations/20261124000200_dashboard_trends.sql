-- Dashboard trends: new members and member logins per week over the last 12 weeks, members active this
-- month, confirmed newsletter subscribers over time, upcoming events and drafts waiting. One admin-only
-- call; every count reads an index range, so it stays fast at 100k members.

-- Member logins per day (São Paulo calendar), counted as the login tracking bumps members.login_count
-- and sets last_login_at: a login counts on the day of that last_login_at. A row inserted with a login
-- history (the first sign-in, or imported members) counts its latest login only, the one whose day is
-- known. An aggregate with no member id in it: nothing personal to export or erase.
create table private.member_logins_daily (
  day date primary key,
  logins integer not null default 0 check (logins >= 0)
);
revoke all on private.member_logins_daily from public, anon, authenticated;

create or replace function private.count_member_login() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  _added integer := case
    when tg_op = 'INSERT' then case when new.last_login_at is not null and new.login_count > 0 then 1 else 0 end
    else new.login_count - old.login_count
  end;
begin
  if _added > 0 then
    insert into private.member_logins_daily as d (day, logins)
    values ((coalesce(new.last_login_at, now()) at time zone 'America/Sao_Paulo')::date, _added)
    on conflict (day) do update set logins = d.logins + excluded.logins;
  end if;
  return null;
end
$$;
revoke all on function private.count_member_login() from public, anon, authenticated;
create trigger members_count_login after insert or update of login_count on public.members
  for each row execute function private.count_member_login();

-- Earlier logins are known only by each member's latest one: count those, so the chart starts with data.
insert into private.member_logins_daily (day, logins)
select (m.last_login_at at time zone 'America/Sao_Paulo')::date, count(*)
  from public.members m
 where m.last_login_at is not null
 group by 1
on conflict (day) do nothing;

create index if not exists newsletter_subscribers_confirmed_at_idx
  on public.newsletter_subscribers (confirmed_at) where status = 'confirmed';
create index if not exists posts_drafts_idx on public.posts (updated_at desc) where status = 'draft';

-- Weeks start on Monday (ISO, date_trunc) in São Paulo time; week_start is that Monday's date.
create or replace function public.get_dashboard_trends() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  _tz constant text := 'America/Sao_Paulo';
  _local_now timestamp := now() at time zone _tz;
  _first_week timestamp := date_trunc('week', _local_now) - interval '11 weeks';
  _since timestamptz := _first_week at time zone _tz;
  _weeks jsonb;
begin
  if coalesce((select auth.role()), '') <> 'service_role' and not (select private.is_admin()) then
    raise exception 'Permissão negada: apenas administradores.' using errcode = '42501';
  end if;

  with weeks as (
    select w::date as week_start
      from generate_series(_first_week, date_trunc('week', _local_now), interval '1 week') w
  ),
  joined as (
    select (date_trunc('week', m.created_at at time zone _tz))::date as week_start, count(*) as n
      from public.members m
     where m.created_at >= _since
     group by 1
  ),
  logins as (
    select (date_trunc('week', d.day::timestamp))::date as week_start, sum(d.logins) as n
      from private.member_logins_daily d
     where d.day >= _first_week::date
     group by 1
  ),
  confirmed as (
    select (date_trunc('week', s.confirmed_at at time zone _tz))::date as week_start, count(*) as n
      from public.newsletter_subscribers s
     where s.status = 'confirmed' and s.confirmed_at >= _since
     group by 1
  ),
  confirmed_before as (
    select count(*) as n
      from public.newsletter_subscribers s
     where s.status = 'confirmed' and s.confirmed_at < _since
  ),
  rows as (
    select
      w.week_start,
      coalesce(j.n, 0) as new_members,
      coalesce(l.n, 0) as logins,
      (select n from confirmed_before) + sum(coalesce(c.n, 0)) over (order by w.week_start)
        as newsletter_confirmed
      from weeks w
      left join joined j using (week_start)
      left join logins l using (week_start)
      left join confirmed c using (week_start)
  )
  select jsonb_agg(
           jsonb_build_object(
             'week_start', r.week_start,
             'new_members', r.new_members,
             'logins', r.logins,
             'newsletter_confirmed', r.newsletter_confirmed
           )
           order by r.week_start
         )
    into _weeks
    from rows r;

  return jsonb_build_object(
    'weeks', _weeks,
    'active_this_month', (
      select count(*) from public.members m
       where m.last_login_at >= (date_trunc('month', _local_now) at time zone _tz)
    ),
    'upcoming_events', (
      select count(*) from public.events e where e.is_active and e.start_date >= now()
    ),
    'drafts_waiting', (select count(*) from public.posts p where p.status = 'draft')
  );
end
$$;
revoke all on function public.get_dashboard_trends() from public, anon;
grant execute on function public.get_dashboard_trends() to authenticated, service_role;
comment on function public.get_dashboard_trends() is
  'Back-office dashboard trends. Security definer to count every member and the private login counts; admins and the service role only (checked inside), anon cannot execute.';

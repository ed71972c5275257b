-- The audience reports read roll-ups only, today included, so they answer as fast at millions of views:
-- each batch of views is added to its day's roll-up in the same transaction that stores it, instead of
-- today's raw views being counted again on every report (and, before, a late view reopening its day).
--
-- Unique visitors stay exact. For the last three days the (day, group, visitor) pairs already counted are
-- kept in a set, private.audience_seen; a batch adds to a group's visitors only the pairs the set did not
-- hold yet, so a visitor seen in the morning and again at night is one visitor of that page that day.
-- Everything that writes a day's figures holds that day's lock (a transaction-level advisory lock) until
-- it commits, so two batches can never both count the same new visitor, and a roll-up from raw views
-- never misses a batch being stored. Nothing has to be scheduled: the first batch of a day rolls that
-- day up from its raw views (a day no batch has touched yet, or one whose mark was removed) and does the
-- daily clean-up; private.audience_rollup() still rolls up any day left raw and clears old rows.

-- kind: 'd' the day itself (key {}), 'p' the path, 'r' the referrer host ('' direct), 'c' the campaign
-- (source, medium, campaign; '' for an absent part), 'v' the device.
create table private.audience_seen (
  day date not null,
  kind "char" not null check (kind in ('d', 'p', 'r', 'c', 'v')),
  key text[] not null,
  visitor bigint not null,
  primary key (day, kind, key, visitor)
);
revoke all on private.audience_seen from public, anon, authenticated;

-- How long the visitor sets are kept: a batch only holds yesterday's and today's views, and one more day
-- covers a batch whose transaction began just before midnight.
create or replace function private.audience_seen_from() returns date
language sql stable set search_path = '' as $$
  select (pg_catalog.now() at time zone 'America/Sao_Paulo')::date - 2
$$;
revoke all on function private.audience_seen_from() from public, anon, authenticated;

-- Waits for the day's lock (held until the transaction ends; taking it again is free).
create or replace function private.audience_lock_day(_day date) returns void
language sql volatile set search_path = '' as $$
  select pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('private.audience_day'), _day - date '2000-01-01')
$$;
revoke all on function private.audience_lock_day(date) from public, anon, authenticated;

-- Recomputes one day's roll-ups (and, for a recent day, its visitor sets) from its raw views and marks
-- the day rolled up.
create or replace function private.audience_rollup_day(_day date) returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  perform private.audience_lock_day(_day);
  delete from private.audience_pages where day = _day;
  delete from private.audience_referrers where day = _day;
  delete from private.audience_campaigns where day = _day;
  delete from private.audience_devices where day = _day;
  delete from private.audience_days where day = _day;
  delete from private.audience_seen where day = _day;

  insert into private.audience_pages (day, path, pageviews, visitors)
  select _day, v.path, count(*), count(distinct v.visitor)
    from private.audience_views v where v.day = _day group by v.path;
  insert into private.audience_referrers (day, host, pageviews, visitors)
  select _day, coalesce(v.referrer_host, ''), count(*), count(distinct v.visitor)
    from private.audience_views v where v.day = _day group by 1, 2;
  insert into private.audience_campaigns (day, source, medium, campaign, pageviews, visitors)
  select _day, coalesce(v.utm_source, ''), coalesce(v.utm_medium, ''), coalesce(v.utm_campaign, ''),
         count(*), count(distinct v.visitor)
    from private.audience_views v
   where v.day = _day and num_nonnulls(v.utm_source, v.utm_medium, v.utm_campaign) > 0
   group by 1, 2, 3, 4;
  insert into private.audience_devices (day, device, pageviews, visitors)
  select _day, v.device, count(*), count(distinct v.visitor)
    from private.audience_views v where v.day = _day group by v.device;
  insert into private.audience_days (day, pageviews, visitors)
  select _day, count(*), count(distinct v.visitor) from private.audience_views v where v.day = _day;

  if _day >= private.audience_seen_from() then
    insert into private.audience_seen (day, kind, key, visitor)
    select distinct _day, g.kind, g.key, v.visitor
      from private.audience_views v
     cross join lateral (values
       ('d'::"char", '{}'::text[]),
       ('p', array[v.path]),
       ('r', array[coalesce(v.referrer_host, '')]),
       ('c', case when num_nonnulls(v.utm_source, v.utm_medium, v.utm_campaign) > 0
                  then array[coalesce(v.utm_source, ''), coalesce(v.utm_medium, ''), coalesce(v.utm_campaign, '')]
             end),
       ('v', array[v.device])
     ) g(kind, key)
     where v.day = _day and g.key is not null;
  end if;
end
$$;
revoke all on function private.audience_rollup_day(date) from public, anon, authenticated;

-- The daily clean-up: raw views of rolled-up days older than 30 days, salts older than yesterday and
-- visitor sets no batch can add to any more.
create or replace function private.audience_prune() returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  _today date := (now() at time zone 'America/Sao_Paulo')::date;
begin
  delete from private.audience_views v
   where v.day < _today - 30 and exists (select 1 from private.audience_days a where a.day = v.day);
  delete from private.audience_salts where day < _today - 1;
  delete from private.audience_seen where day < private.audience_seen_from();
end
$$;
revoke all on function private.audience_prune() from public, anon, authenticated;

-- Records a batch of views (see audience_parse) and adds it to its days' roll-ups. ip, user_agent and
-- host only feed the visitor number and are never stored. Returns how many views were stored.
create or replace function private.audience_record(_views jsonb) returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  _today date := (now() at time zone 'America/Sao_Paulo')::date;
  _rolled date[];
  _days date[];
  _day date;
  _stored integer;
begin
  -- A batch holds views of yesterday and today only (audience_parse). Both locks, in day order as every
  -- writer takes them, so two writers never wait on each other in a circle.
  perform private.audience_lock_day(_today - 1);
  perform private.audience_lock_day(_today);
  _rolled := array(select a.day from private.audience_days a where a.day >= _today - 1);

  -- The batch is parsed once; its views are stored (a day's first view creates the day's salt, which
  -- no other writer can do meanwhile) and, for days already rolled up, added to the roll-ups: page
  -- views by count, visitors by the (group, visitor) pairs new to the day's visitor set.
  with batch as materialized (
    select * from private.audience_parse(_views)
  ),
  new_salts as (
    insert into private.audience_salts (day, salt)
    select d.day, private.audience_new_salt()
      from (select distinct b.day from batch b) d
     where not exists (select 1 from private.audience_salts s where s.day = d.day)
    returning day, salt
  ),
  salts as (
    select s.day, s.salt from private.audience_salts s where s.day >= _today - 1
    union all
    select n.day, n.salt from new_salts n
  ),
  stored as (
    insert into private.audience_views
      (day, at, path, referrer_host, utm_source, utm_medium, utm_campaign, device, visitor)
    select b.day, b.at, b.path, b.referrer_host, b.utm_source, b.utm_medium, b.utm_campaign, b.device,
           ('x' || pg_catalog.encode(pg_catalog.substr(pg_catalog.sha256(
             s.salt || pg_catalog.convert_to(b.ip || E'\n' || b.user_agent || E'\n' || b.host, 'UTF8')
           ), 1, 8), 'hex'))::bit(64)::bigint
      from batch b
      join salts s on s.day = b.day
    returning day, path, referrer_host, utm_source, utm_medium, utm_campaign, device, visitor
  ),
  counted as (
    select v.* from stored v where v.day = any (_rolled)
  ),
  -- The groups a view counts in, as audience_rollup_day lists them.
  grouped as (
    select c.day, 'd'::"char" as kind, '{}'::text[] as key, c.visitor, count(*) as views
      from counted c group by c.day, c.visitor
    union all
    select c.day, 'p', array[c.path], c.visitor, count(*) from counted c group by c.day, c.path, c.visitor
    union all
    select c.day, 'r', array[coalesce(c.referrer_host, '')], c.visitor, count(*)
      from counted c group by c.day, c.referrer_host, c.visitor
    union all
    select c.day, 'c', array[coalesce(c.utm_source, ''), coalesce(c.utm_medium, ''), coalesce(c.utm_campaign, '')],
           c.visitor, count(*)
      from counted c
     where num_nonnulls(c.utm_source, c.utm_medium, c.utm_campaign) > 0
     group by c.day, c.utm_source, c.utm_medium, c.utm_campaign, c.visitor
    union all
    select c.day, 'v', array[c.device], c.visitor, count(*) from counted c group by c.day, c.device, c.visitor
  ),
  newcomers as (
    insert into private.audience_seen (day, kind, key, visitor)
    select g.day, g.kind, g.key, g.visitor from grouped g
    on conflict do nothing
    returning day, kind, key
  ),
  added as (
    select t.day, t.kind, t.key, t.pageviews, coalesce(f.visitors, 0) as visitors
      from (select g.day, g.kind, g.key, sum(g.views)::bigint as pageviews from grouped g group by 1, 2, 3) t
      left join (select n.day, n.kind, n.key, count(*) as visitors from newcomers n group by 1, 2, 3) f
        on f.day = t.day and f.kind = t.kind and f.key = t.key
  ),
  days as (
    update private.audience_days t
       set pageviews = t.pageviews + a.pageviews, visitors = t.visitors + a.visitors, rolled_at = now()
      from added a
     where a.kind = 'd' and t.day = a.day
  ),
  pages as (
    insert into private.audience_pages as t (day, path, pageviews, visitors)
    select a.day, a.key[1], a.pageviews, a.visitors from added a where a.kind = 'p'
    on conflict (day, path)
    do update set pageviews = t.pageviews + excluded.pageviews, visitors = t.visitors + excluded.visitors
  ),
  referrers as (
    insert into private.audience_referrers as t (day, host, pageviews, visitors)
    select a.day, a.key[1], a.pageviews, a.visitors from added a where a.kind = 'r'
    on conflict (day, host)
    do update set pageviews = t.pageviews + excluded.pageviews, visitors = t.visitors + excluded.visitors
  ),
  campaigns as (
    insert into private.audience_campaigns as t (day, source, medium, campaign, pageviews, visitors)
    select a.day, a.key[1], a.key[2], a.key[3], a.pageviews, a.visitors from added a where a.kind = 'c'
    on conflict (day, source, medium, campaign)
    do update set pageviews = t.pageviews + excluded.pageviews, visitors = t.visitors + excluded.visitors
  ),
  devices as (
    insert into private.audience_devices as t (day, device, pageviews, visitors)
    select a.day, a.key[1], a.pageviews, a.visitors from added a where a.kind = 'v'
    on conflict (day, device)
    do update set pageviews = t.pageviews + excluded.pageviews, visitors = t.visitors + excluded.visitors
  )
  select count(*), coalesce(array_agg(distinct v.day), '{}') into _stored, _days from stored v;

  -- A day not rolled up yet (the first batch of a day) is rolled up from its raw views, this batch's
  -- included; the first batch of a new day also does the daily clean-up.
  foreach _day in array _days loop
    if not _day = any (_rolled) then
      perform private.audience_rollup_day(_day);
      if _day = _today then
        perform private.audience_prune();
      end if;
    end if;
  end loop;
  return _stored;
end
$$;
revoke all on function private.audience_record(jsonb) from public, anon, authenticated;
grant execute on function private.audience_record(jsonb) to service_role;

-- Rolls up every day with raw views that is not rolled up yet, today included (a day whose mark was
-- removed, or views stored by other means than audience_record), and does the daily clean-up. Safe to
-- run at any time and from several processes (one at a time runs, the others return at once); returns
-- the number of days rolled up. Days are taken in order, so today's lock, which batches wait for, is
-- held only at the end.
create or replace function private.audience_rollup() returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  _today date := (now() at time zone 'America/Sao_Paulo')::date;
  _day date;
  _rolled integer := 0;
begin
  if not pg_catalog.pg_try_advisory_xact_lock(pg_catalog.hashtext('private.audience_rollup')) then
    return 0;
  end if;
  perform private.audience_prune();

  for _day in
    select d::date from pg_catalog.generate_series(_today - 400, _today, interval '1 day') d
     where exists (select 1 from private.audience_views v where v.day = d::date)
       and not exists (select 1 from private.audience_days a where a.day = d::date)
     order by 1
  loop
    perform private.audience_rollup_day(_day);
    _rolled := _rolled + 1;
  end loop;
  return _rolled;
end
$$;
revoke all on function private.audience_rollup() from public, anon, authenticated;
grant execute on function private.audience_rollup() to service_role;

-- Days rolled up before the visitor sets existed get them now (recomputed from their raw views), so the
-- next batch of today or yesterday adds only visitors new to the day.
select private.audience_rollup_day(a.day)
  from private.audience_days a
 where a.day >= private.audience_seen_from()
 order by a.day;

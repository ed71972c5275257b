-- Audience: page views counted without cookies (the approach Plausible documents). The site server
-- sends each public page view (or the beacon of a client navigation) to private.audience_record in
-- batches. No IP, cookie or user agent is stored: only a visitor number taken from
-- sha256(daily salt || ip || user agent || host), and the salt changes every day (salts older than
-- yesterday are deleted), so a visitor cannot be followed from one day to the next and an old number
-- can never be recomputed. Raw views are kept 30 days; complete days are rolled up per day (site
-- totals, pages, referrer hosts, campaigns, devices), which is all the 90-day report reads, plus the
-- raw views of the days not rolled up yet (today). Everything lives in the private schema, which the
-- REST API does not expose; admins read it through the two report functions below.

create table private.audience_salts (
  day date primary key,
  salt bytea not null
);
revoke all on private.audience_salts from public, anon, authenticated;

create table private.audience_views (
  id bigint generated always as identity primary key,
  day date not null,
  at timestamptz not null,
  path text not null check (path like '/%' and length(path) <= 512),
  referrer_host text check (length(referrer_host) <= 253),
  utm_source text check (length(utm_source) <= 100),
  utm_medium text check (length(utm_medium) <= 100),
  utm_campaign text check (length(utm_campaign) <= 100),
  device text not null check (device in ('mobile', 'tablet', 'desktop')),
  visitor bigint not null
);
create index audience_views_day_idx on private.audience_views (day);
revoke all on private.audience_views from public, anon, authenticated;

-- A day is rolled up when it has a row here (with its site totals). A view that arrives late for a day
-- already rolled up removes the mark, so reports read that day raw until the next roll-up redoes it.
create table private.audience_days (
  day date primary key,
  pageviews bigint not null,
  visitors bigint not null,
  rolled_at timestamptz not null default now()
);
create table private.audience_pages (
  day date not null,
  path text not null,
  pageviews bigint not null,
  visitors bigint not null,
  primary key (day, path)
);
create index audience_pages_path_idx on private.audience_pages (path, day);
-- Direct visits (no referrer host) are stored with host '' so it can be part of the key.
create table private.audience_referrers (
  day date not null,
  host text not null,
  pageviews bigint not null,
  visitors bigint not null,
  primary key (day, host)
);
-- Views with at least one utm_* value; absent values are stored as ''.
create table private.audience_campaigns (
  day date not null,
  source text not null,
  medium text not null,
  campaign text not null,
  pageviews bigint not null,
  visitors bigint not null,
  primary key (day, source, medium, campaign)
);
create table private.audience_devices (
  day date not null,
  device text not null,
  pageviews bigint not null,
  visitors bigint not null,
  primary key (day, device)
);
revoke all on private.audience_days, private.audience_pages, private.audience_referrers,
  private.audience_campaigns, private.audience_devices from public, anon, authenticated;

-- 32 bytes from the server's strong random source (gen_random_uuid draws on it), hashed together.
create or replace function private.audience_new_salt() returns bytea
language sql volatile set search_path = '' as $$
  select pg_catalog.sha256(pg_catalog.convert_to(
    gen_random_uuid()::text || gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8'))
$$;
revoke all on function private.audience_new_salt() from public, anon, authenticated;

-- The well-formed views of a batch (a JSON array of {at, path, referrer_host, utm_source, utm_medium,
-- utm_campaign, device, ip, user_agent, host}) that are from yesterday or today (São Paulo calendar).
create or replace function private.audience_parse(_views jsonb)
returns table (day date, at timestamptz, path text, referrer_host text, utm_source text, utm_medium text,
               utm_campaign text, device text, ip text, user_agent text, host text)
language sql stable set search_path = '' as $$
  select (v.at at time zone 'America/Sao_Paulo')::date, v.at, v.path, v.referrer_host, v.utm_source,
         v.utm_medium, v.utm_campaign, v.device, v.ip, v.user_agent, v.host
    from (
      select least(pg_catalog.now(), (e->>'at')::timestamptz) as at,
             e->>'path' as path,
             nullif(pg_catalog.left(pg_catalog.lower(e->>'referrer_host'), 253), '') as referrer_host,
             nullif(pg_catalog.left(e->>'utm_source', 100), '') as utm_source,
             nullif(pg_catalog.left(e->>'utm_medium', 100), '') as utm_medium,
             nullif(pg_catalog.left(e->>'utm_campaign', 100), '') as utm_campaign,
             e->>'device' as device,
             coalesce(e->>'ip', '') as ip,
             coalesce(e->>'user_agent', '') as user_agent,
             coalesce(e->>'host', '') as host
        from pg_catalog.jsonb_array_elements(case when pg_catalog.jsonb_typeof(_views) = 'array'
                                                  then _views else '[]'::jsonb end) e
       where pg_catalog.jsonb_typeof(e) = 'object'
         and e->>'at' ~ '^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}'
    ) v
   where v.path like '/%' and pg_catalog.length(v.path) <= 512
     and v.device in ('mobile', 'tablet', 'desktop')
     and (v.at at time zone 'America/Sao_Paulo')::date
         >= (pg_catalog.now() at time zone 'America/Sao_Paulo')::date - 1
$$;
revoke all on function private.audience_parse(jsonb) from public, anon, authenticated;

-- Records a batch of views (see audience_parse). ip, user_agent and host only feed the visitor number
-- and are never stored. Returns how many views were stored.
create or replace function private.audience_record(_views jsonb) returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  _today date := (now() at time zone 'America/Sao_Paulo')::date;
  _stored integer;
begin
  -- Its own statement, so the next one sees a salt another process has just created for the day.
  insert into private.audience_salts (day, salt)
  select d.day, private.audience_new_salt()
    from (select distinct b.day from private.audience_parse(_views) b) d
  on conflict (day) do nothing;

  insert into private.audience_views
    (day, at, path, referrer_host, utm_source, utm_medium, utm_campaign, device, visitor)
  select b.day, b.at, b.path, b.referrer_host, b.utm_source, b.utm_medium, b.utm_campaign, b.device,
         ('x' || pg_catalog.encode(pg_catalog.substr(pg_catalog.sha256(
           s.salt || pg_catalog.convert_to(b.ip || E'\n' || b.user_agent || E'\n' || b.host, 'UTF8')
         ), 1, 8), 'hex'))::bit(64)::bigint
    from private.audience_parse(_views) b
    join private.audience_salts s on s.day = b.day;
  get diagnostics _stored = row_count;

  -- A late view for a day already rolled up: that day is read raw until the roll-up redoes it.
  delete from private.audience_days a
   where a.day < _today and a.day in (select b.day from private.audience_parse(_views) b);
  return _stored;
end
$$;
revoke all on function private.audience_record(jsonb) from public, anon, authenticated;
grant execute on function private.audience_record(jsonb) to service_role;

-- Rolls up every complete day (before today) that has raw views and is not rolled up yet, deletes raw
-- views older than 30 days and salts older than yesterday. Safe to run at any time and from several
-- processes (one at a time runs, the others return at once); returns the number of days rolled up.
create or replace function private.audience_rollup() returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  _tz constant text := 'America/Sao_Paulo';
  _today date := (now() at time zone _tz)::date;
  _day date;
  _rolled integer := 0;
begin
  if not pg_catalog.pg_try_advisory_xact_lock(pg_catalog.hashtext('private.audience_rollup')) then
    return 0;
  end if;

  for _day in
    select d::date from pg_catalog.generate_series(_today - 31, _today - 1, interval '1 day') d
     where exists (select 1 from private.audience_views v where v.day = d::date)
       and not exists (select 1 from private.audience_days a where a.day = d::date)
     order by 1
  loop
    delete from private.audience_pages where day = _day;
    delete from private.audience_referrers where day = _day;
    delete from private.audience_campaigns where day = _day;
    delete from private.audience_devices where day = _day;

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
    _rolled := _rolled + 1;
  end loop;

  -- Raw views go once their day is rolled up and 30 days old; a day never rolled up is kept.
  delete from private.audience_views v
   where v.day < _today - 30 and exists (select 1 from private.audience_days a where a.day = v.day);
  delete from private.audience_salts where day < _today - 1;
  return _rolled;
end
$$;
revoke all on function private.audience_rollup() from public, anon, authenticated;
grant execute on function private.audience_rollup() to service_role;

create or replace function private.audience_require_admin() returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if coalesce((select auth.role()), '') <> 'service_role' and not coalesce((select private.is_admin()), false) then
    raise exception 'Permissão negada: apenas administradores.' using errcode = '42501';
  end if;
end
$$;
revoke all on function private.audience_require_admin() from public, anon;
grant execute on function private.audience_require_admin() to authenticated, service_role;

-- Visitors, page views, the daily series and the top lists of the last _days days (7, 30 or 90; the
-- last one is today, São Paulo calendar), and the totals of the same number of days just before.
-- Visitors over several days are the sum of each day's unique visitors (the number changes daily).
create or replace function public.audience_report(_days integer) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  _tz constant text := 'America/Sao_Paulo';
  _to date := (now() at time zone _tz)::date;
  _from date;
  _prev date;
  _result jsonb;
begin
  perform private.audience_require_admin();
  if _days is null or _days not in (7, 30, 90) then
    raise exception 'Período inválido: use 7, 30 ou 90 dias.' using errcode = '22023';
  end if;
  _from := _to - (_days - 1);
  _prev := _from - _days;

  with rolled as (
    select a.day, a.pageviews, a.visitors from private.audience_days a where a.day between _prev and _to
  ),
  raw as materialized (
    select v.day, v.path, v.referrer_host, v.utm_source, v.utm_medium, v.utm_campaign, v.device, v.visitor
      from private.audience_views v
     where v.day between _prev and _to and not exists (select 1 from rolled r where r.day = v.day)
  ),
  per_day as (
    select r.day, r.pageviews, r.visitors from rolled r
    union all
    select w.day, count(*), count(distinct w.visitor) from raw w group by w.day
  ),
  pages as (
    select p.path, sum(p.pageviews) as pageviews, sum(p.visitors) as visitors
      from (
        select ap.path, ap.pageviews, ap.visitors
          from private.audience_pages ap join rolled r on r.day = ap.day
         where ap.day >= _from
        union all
        select w.path, count(*), count(distinct w.visitor) from raw w where w.day >= _from group by w.day, w.path
      ) p
     group by p.path order by 2 desc, 1 limit 10
  ),
  referrers as (
    select nullif(x.host, '') as host, sum(x.pageviews) as pageviews, sum(x.visitors) as visitors
      from (
        select ar.host, ar.pageviews, ar.visitors
          from private.audience_referrers ar join rolled r on r.day = ar.day
         where ar.day >= _from
        union all
        select coalesce(w.referrer_host, ''), count(*), count(distinct w.visitor)
          from raw w where w.day >= _from group by w.day, 1
      ) x
     group by x.host order by 2 desc, 1 limit 10
  ),
  campaigns as (
    select x.source, x.medium, x.campaign, sum(x.pageviews) as pageviews, sum(x.visitors) as visitors
      from (
        select ac.source, ac.medium, ac.campaign, ac.pageviews, ac.visitors
          from private.audience_campaigns ac join rolled r on r.day = ac.day
         where ac.day >= _from
        union all
        select coalesce(w.utm_source, ''), coalesce(w.utm_medium, ''), coalesce(w.utm_campaign, ''),
               count(*), count(distinct w.visitor)
          from raw w
         where w.day >= _from and num_nonnulls(w.utm_source, w.utm_medium, w.utm_campaign) > 0
         group by w.day, 1, 2, 3
      ) x
     group by 1, 2, 3 order by 4 desc, 1, 2, 3 limit 10
  ),
  devices as (
    select x.device, sum(x.pageviews) as pageviews
      from (
        select ad.device, ad.pageviews
          from private.audience_devices ad join rolled r on r.day = ad.day
         where ad.day >= _from
        union all
        select w.device, count(*) from raw w where w.day >= _from group by w.device
      ) x
     group by 1 order by 2 desc, 1
  )
  select jsonb_build_object(
    'days', _days,
    'from', _from,
    'to', _to,
    'totals', (select jsonb_build_object('visitors', coalesce(sum(d.visitors), 0),
                                         'pageviews', coalesce(sum(d.pageviews), 0))
                 from per_day d where d.day >= _from),
    'previous', (select jsonb_build_object('visitors', coalesce(sum(d.visitors), 0),
                                           'pageviews', coalesce(sum(d.pageviews), 0))
                   from per_day d where d.day < _from),
    'series', (select jsonb_agg(jsonb_build_object(
                        'day', s.day::date,
                        'visitors', coalesce((select sum(d.visitors) from per_day d where d.day = s.day::date), 0),
                        'pageviews', coalesce((select sum(d.pageviews) from per_day d where d.day = s.day::date), 0))
                      order by s.day)
                 from pg_catalog.generate_series(_from, _to, interval '1 day') s(day)),
    'top_pages', coalesce((select jsonb_agg(jsonb_build_object(
                   'path', p.path, 'pageviews', p.pageviews, 'visitors', p.visitors)
                   order by p.pageviews desc, p.path) from pages p), '[]'::jsonb),
    'top_referrers', coalesce((select jsonb_agg(jsonb_build_object(
                   'host', x.host, 'pageviews', x.pageviews, 'visitors', x.visitors)
                   order by x.pageviews desc, x.host nulls first) from referrers x), '[]'::jsonb),
    'top_campaigns', coalesce((select jsonb_agg(jsonb_build_object(
                   'source', nullif(c.source, ''), 'medium', nullif(c.medium, ''),
                   'campaign', nullif(c.campaign, ''), 'pageviews', c.pageviews, 'visitors', c.visitors)
                   order by c.pageviews desc, c.source, c.medium, c.campaign) from campaigns c), '[]'::jsonb),
    'devices', coalesce((select jsonb_agg(jsonb_build_object('device', d.device, 'pageviews', d.pageviews)
                   order by d.pageviews desc, d.device) from devices d), '[]'::jsonb)
  ) into _result;
  return _result;
end
$$;
revoke all on function public.audience_report(integer) from public, anon;
grant execute on function public.audience_report(integer) to authenticated, service_role;

-- Page views and visitors of the given paths over the last _days days (1 to 90, today included); a
-- path without views in the period has no row.
create or replace function public.audience_path_views(_paths text[], _days integer default 30)
returns table (path text, pageviews bigint, visitors bigint)
language plpgsql stable security definer set search_path = '' as $$
declare
  _tz constant text := 'America/Sao_Paulo';
  _to date := (now() at time zone _tz)::date;
  _from date;
begin
  perform private.audience_require_admin();
  if _days is null or _days < 1 or _days > 90 then
    raise exception 'Período inválido: use de 1 a 90 dias.' using errcode = '22023';
  end if;
  if coalesce(pg_catalog.cardinality(_paths), 0) > 1000 then
    raise exception 'Peça no máximo 1000 caminhos de uma vez.' using errcode = '22023';
  end if;
  _from := _to - (_days - 1);

  return query
  with rolled as (
    select a.day from private.audience_days a where a.day between _from and _to
  )
  select x.path, sum(x.pageviews)::bigint, sum(x.visitors)::bigint
    from (
      select ap.path, ap.pageviews, ap.visitors
        from private.audience_pages ap join rolled r on r.day = ap.day
       where ap.path = any (_paths) and ap.day between _from and _to
      union all
      select v.path, count(*), count(distinct v.visitor)
        from private.audience_views v
       where v.path = any (_paths) and v.day between _from and _to
         and not exists (select 1 from rolled r where r.day = v.day)
       group by v.day, v.path
    ) x
   group by x.path
   order by x.path;
end
$$;
revoke all on function public.audience_path_views(text[], integer) from public, anon;
grant execute on function public.audience_path_views(text[], integer) to authenticated, service_role;

comment on function public.audience_report(integer) is
  'Audience report of the last 7, 30 or 90 days (admins only): totals, previous period, daily series, top pages, referrers, campaigns and devices.';
comment on function public.audience_path_views(text[], integer) is
  'Page views and visitors of the given paths over the last days (admins only); paths without views are absent.';

-- The audience reads go faster at millions of raw views, with the same answers: they read the raw views
-- of the days not rolled up only (today, mostly) through the day index, instead of every raw view of the
-- period filtered afterwards; and they count those days' unique visitors in two hashed steps (per
-- visitor, then per page, referrer or campaign) instead of count(distinct), which sorts every row.
create or replace function public.audience_report(_days integer) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  _tz constant text := 'America/Sao_Paulo';
  _to date := (now() at time zone _tz)::date;
  _from date;
  _prev date;
  _raw_days date[];
  _result jsonb;
begin
  perform private.audience_require_admin();
  if _days is null or _days not in (7, 30, 90) then
    raise exception 'Período inválido: use 7, 30 ou 90 dias.' using errcode = '22023';
  end if;
  _from := _to - (_days - 1);
  _prev := _from - _days;
  -- The days of the period not rolled up yet (today, and any day a late view reopened): only their raw
  -- views are read, through the day index.
  _raw_days := array(
    select d::date from pg_catalog.generate_series(_prev, _to, interval '1 day') d
     where not exists (select 1 from private.audience_days a where a.day = d::date));

  with rolled as (
    select a.day, a.pageviews, a.visitors from private.audience_days a where a.day between _prev and _to
  ),
  raw as materialized (
    select v.day, v.path, v.referrer_host, v.utm_source, v.utm_medium, v.utm_campaign, v.device, v.visitor
      from private.audience_views v
     where v.day = any (_raw_days)
  ),
  -- Unique visitors of raw days in two hashed steps (per visitor, then per group): much cheaper than
  -- count(distinct), which sorts every row.
  raw_visitors as (
    select w.day, w.visitor, count(*) as n from raw w group by w.day, w.visitor
  ),
  per_day as (
    select r.day, r.pageviews, r.visitors from rolled r
    union all
    select v.day, sum(v.n), count(*) from raw_visitors v group by v.day
  ),
  pages as (
    select p.path, sum(p.pageviews) as pageviews, sum(p.visitors) as visitors
      from (
        select ap.path, ap.pageviews, ap.visitors
          from private.audience_pages ap join rolled r on r.day = ap.day
         where ap.day >= _from
        union all
        select x.path, sum(x.n), count(*)
          from (select w.day, w.path, w.visitor, count(*) as n from raw w where w.day >= _from
                 group by w.day, w.path, w.visitor) x
         group by x.day, x.path
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
        select y.host, sum(y.n), count(*)
          from (select w.day, coalesce(w.referrer_host, '') as host, w.visitor, count(*) as n
                  from raw w where w.day >= _from group by 1, 2, 3) y
         group by y.day, y.host
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
        select y.source, y.medium, y.campaign, sum(y.n), count(*)
          from (select w.day, coalesce(w.utm_source, '') as source, coalesce(w.utm_medium, '') as medium,
                       coalesce(w.utm_campaign, '') as campaign, w.visitor, count(*) as n
                  from raw w
                 where w.day >= _from and num_nonnulls(w.utm_source, w.utm_medium, w.utm_campaign) > 0
                 group by 1, 2, 3, 4, 5) y
         group by y.day, y.source, y.medium, y.campaign
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
create or replace function public.audience_path_views(_paths text[], _days integer default 30)
returns table (path text, pageviews bigint, visitors bigint)
language plpgsql stable security definer set search_path = '' as $$
declare
  _tz constant text := 'America/Sao_Paulo';
  _to date := (now() at time zone _tz)::date;
  _from date;
  _raw_days date[];
begin
  perform private.audience_require_admin();
  if _days is null or _days < 1 or _days > 90 then
    raise exception 'Período inválido: use de 1 a 90 dias.' using errcode = '22023';
  end if;
  if coalesce(pg_catalog.cardinality(_paths), 0) > 1000 then
    raise exception 'Peça no máximo 1000 caminhos de uma vez.' using errcode = '22023';
  end if;
  _from := _to - (_days - 1);
  _raw_days := array(
    select d::date from pg_catalog.generate_series(_from, _to, interval '1 day') d
     where not exists (select 1 from private.audience_days a where a.day = d::date));

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
      select y.path, sum(y.n), count(*)
        from (select v.day, v.path, v.visitor, count(*) as n
                from private.audience_views v
               where v.day = any (_raw_days) and v.path = any (_paths)
               group by v.day, v.path, v.visitor) y
       group by y.day, y.path
    ) x
   group by x.path
   order by x.path;
end
$$;

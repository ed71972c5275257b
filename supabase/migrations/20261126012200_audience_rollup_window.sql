-- The roll-up looks back over a year (not a month) for days with views still to roll up, so raw views
-- of a day it never got to (a server that was off for weeks) are rolled up and then deleted too, instead
-- of being kept for ever. One index probe per day: still nothing to do in a few milliseconds.
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
    select d::date from pg_catalog.generate_series(_today - 400, _today - 1, interval '1 day') d
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

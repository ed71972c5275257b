-- The team's own page views are not audience: a view may carry the signed-in account's id (verified by
-- the site server from the session, never stored), and views of an account with the admin role are
-- skipped when the batch is recorded. Members' views count as anyone's.
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
             coalesce(e->>'host', '') as host,
             e->>'user_id' as user_id
        from pg_catalog.jsonb_array_elements(case when pg_catalog.jsonb_typeof(_views) = 'array'
                                                  then _views else '[]'::jsonb end) e
       where pg_catalog.jsonb_typeof(e) = 'object'
         and e->>'at' ~ '^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}'
    ) v
   where v.path like '/%' and pg_catalog.length(v.path) <= 512
     and v.device in ('mobile', 'tablet', 'desktop')
     and not exists (select 1 from public.user_roles ur
                      where ur.role = 'admin'
                        and ur.user_id = case
                          when v.user_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                          then v.user_id::uuid end)
     and (v.at at time zone 'America/Sao_Paulo')::date
         >= (pg_catalog.now() at time zone 'America/Sao_Paulo')::date - 1
$$;

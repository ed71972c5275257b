-- The site server keeps anonymous public pages for a few seconds (the rendered, compressed answer), so
-- a burst of visitors renders each page once. Every change to content those pages show is announced on
-- the channel 'site_content', which each site process listens to: it drops the pages the change touches
-- at once, so a publish, an unpublish, an edit or a delete shows up on the next request, on every
-- process and server. Payload: {"table": "posts", "keys": ["blog:slug", …]}; keys is null when the
-- change touched more rows than a notification should carry (or the table has no per-page key): every
-- page showing that table is then dropped.
--
-- Statement-level triggers with transition tables: one notification per statement, however many rows
-- (an import of thousands of rows sends one message, not thousands).

create or replace function private.announce_site_content_change() returns trigger
language plpgsql set search_path = '' as $$
declare
  -- Tables whose rows have a page of their own: posts (by type and slug), events and their RSVPs (by
  -- event id). The others show up in lists and sections only.
  _keyed boolean := tg_table_name in ('posts', 'events', 'event_rsvps');
  _keys text[] := '{}';
  _part text[];
  _payload text;
begin
  if tg_op = 'TRUNCATE' then
    _keys := null;
  elsif not _keyed then
    -- Nothing to name; only say something when the statement changed a row.
    if tg_op = 'DELETE' then
      perform 1 from old_rows limit 1;
    else
      perform 1 from new_rows limit 1;
    end if;
    if not found then
      return null;
    end if;
    _keys := null;
  else
    if tg_op in ('INSERT', 'UPDATE') then
      select coalesce(array_agg(distinct case tg_table_name
               when 'posts' then (r ->> 'type') || ':' || (r ->> 'slug')
               when 'events' then 'event:' || (r ->> 'id')
               else 'event:' || (r ->> 'event_id')
             end), '{}')
        into _part from (select to_jsonb(n) as r from new_rows n) rows;
      _keys := _keys || _part;
    end if;
    -- An update names the old key too: a slug that changed leaves a page behind.
    if tg_op in ('UPDATE', 'DELETE') then
      select coalesce(array_agg(distinct case tg_table_name
               when 'posts' then (r ->> 'type') || ':' || (r ->> 'slug')
               when 'events' then 'event:' || (r ->> 'id')
               else 'event:' || (r ->> 'event_id')
             end), '{}')
        into _part from (select to_jsonb(o) as r from old_rows o) rows;
      _keys := _keys || _part;
    end if;
    select coalesce(array_agg(distinct k), '{}') into _keys from unnest(_keys) k where k is not null;
    if cardinality(_keys) = 0 then
      return null;
    end if;
  end if;
  _payload := jsonb_build_object('table', tg_table_name, 'keys', to_jsonb(_keys))::text;
  -- NOTIFY carries at most 8,000 bytes: a larger change drops every page of the table instead.
  if octet_length(_payload) > 7000 then
    _payload := jsonb_build_object('table', tg_table_name, 'keys', null)::text;
  end if;
  perform pg_notify('site_content', _payload);
  return null;
end
$$;
revoke all on function private.announce_site_content_change() from public, anon, authenticated;

do $$
declare
  _table text;
begin
  foreach _table in array array['posts', 'events', 'event_rsvps', 'ambassadors', 'videos', 'courses', 'jobs', 'members'] loop
    execute format(
      'create trigger %1$s_site_content_insert after insert on public.%1$I referencing new table as new_rows
         for each statement execute function private.announce_site_content_change()', _table);
    execute format(
      'create trigger %1$s_site_content_update after update on public.%1$I
         referencing old table as old_rows new table as new_rows
         for each statement execute function private.announce_site_content_change()', _table);
    execute format(
      'create trigger %1$s_site_content_delete after delete on public.%1$I referencing old table as old_rows
         for each statement execute function private.announce_site_content_change()', _table);
    execute format(
      'create trigger %1$s_site_content_truncate after truncate on public.%1$I
         for each statement execute function private.announce_site_content_change()', _table);
  end loop;
end
$$;

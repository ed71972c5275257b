-- Back-office reads that stay fast with a large community.
--
-- 1. The members list and its search as an admin RPC. Under row-level security `~~*` (ILIKE) is not
--    leakproof, so the planner may not push it below the policies' security barrier into the trigram
--    indexes and scans the whole members table; PostgREST's count of the list is a second full pass.
--    search_members() checks the caller once, then reads as the table's owner, where the trigram and
--    order indexes apply, and returns one page with the total (members counter, or the match count).
-- 2. Member statistics from counters kept by statement triggers (totals, online, login sum per provider)
--    plus an index-only range count of recent logins, instead of two full scans of the members heap.
-- 3. Indexes for the admin lists' sort orders (all rows, active or not).

-- 1. Members list and search ---------------------------------------------------------------------

-- The list's order with a tie-breaker, readable from the index alone (deep pages skip rows in the index).
create index members_created_at_id_idx on public.members (created_at desc, id desc);
drop index public.members_created_at_idx;

create or replace function public.search_members(
  q text default null,
  _limit integer default 20,
  _offset integer default 0,
  _sort text default 'created_at',
  _order text default 'desc'
) returns table (
  id uuid,
  full_name text,
  email text,
  avatar_url text,
  is_logged_in boolean,
  login_count integer,
  last_login_at timestamptz,
  created_at timestamptz,
  total_count bigint
)
-- Volatile only because a stable function may not run EXPLAIN (the count estimate); it writes nothing.
language plpgsql volatile security definer set search_path = '' as $$
declare
  _pattern text;
  _column text;
  _direction text;
  _total bigint;
  _seqscan text;
  _plan json;
  _ids uuid[];
begin
  if coalesce((select auth.role()), '') <> 'service_role' and not (select private.is_admin()) then
    raise exception 'Permissão negada: apenas administradores.' using errcode = '42501';
  end if;

  -- Words in order with anything between them, case-insensitive, as the lists' search box matches;
  -- the user's text is literal (LIKE wildcards escaped). No words: the whole list.
  select '%' || string_agg(replace(replace(replace(w, '\', '\\'), '%', '\%'), '_', '\_'), '%' order by n) || '%'
    into _pattern
    from regexp_split_to_table(btrim(coalesce(q, '')), '\s+') with ordinality as t (w, n)
   where w <> '';

  _column := case when _sort in ('full_name', 'email', 'is_logged_in', 'login_count', 'last_login_at', 'created_at')
                  then _sort else 'created_at' end;
  _direction := case when lower(_order) = 'asc' then 'asc' else 'desc' end;

  _limit := least(greatest(coalesce(_limit, 20), 1), 100);
  _offset := greatest(coalesce(_offset, 0), 0);

  if _pattern is not null then
    -- Up to 1001 matches from the trigram bitmap, in one pass: with 1000 or fewer (50 pages) they give
    -- the exact total and the page. A sequential scan is ruled out: it cannot know where matches are.
    _seqscan := current_setting('enable_seqscan');
    perform set_config('enable_seqscan', 'off', true);
    execute format(
      'select count(*), (array_agg(s.id order by s.sort_key %2$s, s.id %2$s))[$2 + 1 : $2 + $3]
         from (select m.id, m.%1$I as sort_key from public.members m
                where m.full_name ilike $1 or m.email ilike $1 limit 1001) s', _column, _direction)
      into _total, _ids using _pattern, _offset, _limit;
    if _total <= 1000 then
      perform set_config('enable_seqscan', _seqscan, true);
      return query
      select m.id, m.full_name, m.email, m.avatar_url, m.is_logged_in, m.login_count, m.last_login_at,
             m.created_at, _total
        from unnest(_ids) with ordinality as p (id, n)
        join public.members m on m.id = p.id
       order by p.n;
      return;
    end if;
    -- More: the planner's estimate, as PostgREST's estimated count (a common name matches thousands of
    -- rows spread over the whole heap; counting them all would cost most of the scan avoided here).
    execute format('explain (format json) select from public.members m
                     where m.full_name ilike %1$L or m.email ilike %1$L', _pattern)
      into _plan;
    _total := greatest(1001, round((_plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric)::bigint);
  else
    select coalesce(sum(c.members), 0) into _total from private.member_counters c;
  end if;

  -- The whole list, or many matches: walking the order's index finds a page soon. Its keys come first
  -- (index-only for the default order), then its rows. Dynamic so each search is planned for its own
  -- pattern (a generic plan cannot judge its selectivity).
  return query execute format(
    $sql$
      with page as (
        select m.id, m.%1$I as sort_key
          from public.members m
         where $1::text is null or m.full_name ilike $1 or m.email ilike $1
         order by m.%1$I %2$s, m.id %2$s
         limit $2 offset $3
      )
      select m.id, m.full_name, m.email, m.avatar_url, m.is_logged_in, m.login_count, m.last_login_at,
             m.created_at, $4::bigint
        from page p
        join public.members m on m.id = p.id
       order by p.sort_key %2$s, p.id %2$s
    $sql$, _column, _direction)
  using _pattern, _limit, _offset, _total;
  if _seqscan is not null then
    perform set_config('enable_seqscan', _seqscan, true);
  end if;
end
$$;
revoke all on function public.search_members(text, integer, integer, text, text) from public, anon;
grant execute on function public.search_members(text, integer, integer, text, text) to authenticated, service_role;

-- 2. Statistics ----------------------------------------------------------------------------------------

create table private.member_counters (
  provider_name text primary key,
  members bigint not null default 0,
  logged_in bigint not null default 0,
  login_sum bigint not null default 0
);
alter table private.member_counters enable row level security;
revoke all on private.member_counters from public, anon, authenticated;

-- Adds the net change of one statement, one row per provider; providers whose numbers did not move are
-- left alone, so profile updates never touch the counters.
create or replace function private.add_member_counts(_provider text, _members bigint, _logged_in bigint, _login_sum bigint)
returns void
language sql security definer set search_path = '' as $$
  insert into private.member_counters as c (provider_name, members, logged_in, login_sum)
  values (_provider, _members, _logged_in, _login_sum)
  on conflict (provider_name) do update
    set members = c.members + excluded.members,
        logged_in = c.logged_in + excluded.logged_in,
        login_sum = c.login_sum + excluded.login_sum
$$;
revoke all on function private.add_member_counts(text, bigint, bigint, bigint) from public, anon, authenticated;

create or replace function private.count_members() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'TRUNCATE' then
    delete from private.member_counters;
  elsif tg_op = 'INSERT' then
    perform private.add_member_counts(n.provider_name, count(*), count(*) filter (where n.is_logged_in),
                                      coalesce(sum(n.login_count), 0))
       from new_rows n group by n.provider_name order by n.provider_name;
  elsif tg_op = 'DELETE' then
    perform private.add_member_counts(o.provider_name, -count(*), -count(*) filter (where o.is_logged_in),
                                      -coalesce(sum(o.login_count), 0))
       from old_rows o group by o.provider_name order by o.provider_name;
  else
    perform private.add_member_counts(d.provider_name, sum(d.members), sum(d.logged_in), sum(d.login_sum))
       from (select n.provider_name, 1 as members, n.is_logged_in::int as logged_in, n.login_count as login_sum
               from new_rows n
             union all
             select o.provider_name, -1, -(o.is_logged_in::int), -o.login_count
               from old_rows o) d
      group by d.provider_name
     having sum(d.members) <> 0 or sum(d.logged_in) <> 0 or sum(d.login_sum) <> 0
      order by d.provider_name;
  end if;
  return null;
end
$$;
revoke all on function private.count_members() from public, anon, authenticated;

-- No member row may change between the backfill and the triggers.
lock table public.members in share row exclusive mode;

create trigger members_count_insert after insert on public.members
  referencing new table as new_rows for each statement execute function private.count_members();
create trigger members_count_update after update on public.members
  referencing old table as old_rows new table as new_rows for each statement execute function private.count_members();
create trigger members_count_delete after delete on public.members
  referencing old table as old_rows for each statement execute function private.count_members();
create trigger members_count_truncate after truncate on public.members
  for each statement execute function private.count_members();

insert into private.member_counters (provider_name, members, logged_in, login_sum)
select provider_name, count(*), count(*) filter (where is_logged_in), coalesce(sum(login_count), 0)
  from public.members
 group by provider_name;

-- Same result and rule as before: admins (and the service role) only.
create or replace function public.get_member_statistics() returns table (
  total_members bigint,
  active_this_month bigint,
  average_logins numeric,
  top_providers jsonb,
  currently_logged_in bigint,
  currently_logged_out bigint
)
language plpgsql stable security definer set search_path = '' as $$
begin
  if coalesce((select auth.role()), '') <> 'service_role' and not (select private.is_admin()) then
    raise exception 'Permissão negada: apenas administradores.' using errcode = '42501';
  end if;
  return query
  select
    coalesce(sum(c.members), 0)::bigint,
    -- A range of members_last_login_at_idx: an index-only scan of the recent logins.
    (select count(*) from public.members m where m.last_login_at >= now() - interval '30 days')::bigint,
    coalesce(round(sum(c.login_sum)::numeric / nullif(sum(c.members), 0), 2), 0),
    coalesce((
      select jsonb_agg(jsonb_build_object('provider', p.provider_name, 'count', p.members)
                       order by p.members desc, p.provider_name)
        from private.member_counters p
       where p.members > 0
    ), '[]'::jsonb),
    coalesce(sum(c.logged_in), 0)::bigint,
    coalesce(sum(c.members - c.logged_in), 0)::bigint
  from private.member_counters c;
end
$$;

-- 3. Admin list orders -------------------------------------------------------------------------------

-- Events by date, active or not (the public reads keep their partial index).
create index events_start_date_idx on public.events (start_date);
-- Blog, news and landing-page lists of every author, newest change first.
create index posts_type_updated_at_idx on public.posts (type, updated_at desc);
-- Jobs and courses lists, active or not, newest first.
create index jobs_created_at_idx on public.jobs (created_at desc);
create index courses_created_at_idx on public.courses (created_at desc);

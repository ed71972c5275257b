-- The search column of posts, events, courses, jobs and videos is computed by the database from the
-- others: like updated_at it is bookkeeping, so the activity log never names it as a changed field.
create or replace function private.changed_columns(_old jsonb, _new jsonb) returns text[]
language sql immutable set search_path = '' as $$
  select coalesce(array_agg(n.key order by n.key), '{}')
    from jsonb_each(_new) n
   where n.key not in ('updated_at', 'search_document') and n.value is distinct from _old -> n.key
$$;
revoke all on function private.changed_columns(jsonb, jsonb) from public, anon, authenticated;

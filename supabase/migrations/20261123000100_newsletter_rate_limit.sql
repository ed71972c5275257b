-- Newsletter sign-up is open to every visitor through the REST API, so it is rate limited in the database
-- itself (the same on the local stack and on hosted Supabase): at most per_ip_per_hour accepted calls per
-- client address and global_per_hour in total. The client address comes from the first X-Forwarded-For
-- entry PostgREST passes in request.headers; a client can forge that header, so the global ceiling is
-- what bounds a determined caller.

create table private.newsletter_rate_limits (
  singleton boolean primary key default true check (singleton),
  per_ip_per_hour integer not null check (per_ip_per_hour >= 0),
  global_per_hour integer not null check (global_per_hour >= 0)
);
insert into private.newsletter_rate_limits (per_ip_per_hour, global_per_hour) values (10, 300);

create table private.newsletter_attempts (
  id bigint generated always as identity primary key,
  client_ip text not null,
  attempted_at timestamptz not null default now()
);
create index newsletter_attempts_client_ip_idx on private.newsletter_attempts (client_ip, attempted_at);
create index newsletter_attempts_attempted_at_idx on private.newsletter_attempts (attempted_at);

-- Only the security-definer function below touches these tables.
alter table private.newsletter_rate_limits enable row level security;
alter table private.newsletter_attempts enable row level security;
revoke all on private.newsletter_rate_limits, private.newsletter_attempts from public, anon, authenticated;

-- The caller's address as the API gateway reports it (bounded: the header is the caller's to fill).
create or replace function private.request_client_ip() returns text
language sql stable set search_path = '' as $$
  select coalesce(
    nullif(left(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), 64), ''),
    nullif(left(btrim(headers ->> 'x-real-ip'), 64), ''),
    'unknown'
  )
  from (select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json as headers) as request
$$;
revoke all on function private.request_client_ip() from public, anon, authenticated;

-- Same validation as before (length first, then the format), then the rate limit: PT429 makes PostgREST
-- answer HTTP 429 with the pt-BR message, which the site can show as is.
create or replace function public.subscribe_newsletter(_email text, _source text default 'site') returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  _normalized text;
  _origin text := coalesce(nullif(btrim(_source), ''), 'site');
  _ip text := private.request_client_ip();
  _limits private.newsletter_rate_limits;
begin
  if length(_email) > 320 then
    raise exception 'Informe um e-mail válido.' using errcode = '22023';
  end if;
  _normalized := lower(btrim(coalesce(_email, '')));
  if length(_normalized) > 254
     or _normalized !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'
     or _normalized ~ '[[:cntrl:]]'
     or _normalized ~ '^[=+@-]' then
    raise exception 'Informe um e-mail válido.' using errcode = '22023';
  end if;
  if _origin !~ '^[a-z0-9][a-z0-9_-]{0,59}$' then
    raise exception 'Origem inválida.' using errcode = '22023';
  end if;

  -- One subscription at a time: concurrent calls cannot all slip under the limit.
  perform pg_advisory_xact_lock(hashtext('public.subscribe_newsletter'));
  delete from private.newsletter_attempts where attempted_at < now() - interval '1 hour';
  select * into _limits from private.newsletter_rate_limits;
  if (select count(*) from private.newsletter_attempts where client_ip = _ip) >= coalesce(_limits.per_ip_per_hour, 10)
     or (select count(*) from private.newsletter_attempts) >= coalesce(_limits.global_per_hour, 300) then
    raise exception 'Muitas inscrições em pouco tempo. Tente novamente mais tarde.'
      using errcode = 'PT429', hint = 'newsletter_rate_limited';
  end if;
  insert into private.newsletter_attempts (client_ip) values (_ip);

  insert into public.newsletter_subscribers (email, source)
  values (_normalized, _origin)
  on conflict (email) do nothing;
end
$$;
revoke all on function public.subscribe_newsletter(text, text) from public;
grant execute on function public.subscribe_newsletter(text, text) to anon, authenticated, service_role;

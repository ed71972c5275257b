-- Hardening after a security review of the first two migrations.

-- team_accounts is a view over auth.users owned by the migration role: it bypasses RLS, and the default
-- privileges gave `authenticated` INSERT/UPDATE/DELETE on it. Being auto-updatable, any signed-in member
-- could insert rows into auth.users through it (INSERT does not check the view's admin filter), and admins
-- could rewrite or delete auth accounts behind the auth service's back. It is a read model: SELECT only.
revoke all on public.team_accounts from authenticated, service_role;
grant select on public.team_accounts to authenticated, service_role;

-- Login tracking writes what the member's browser sends, and the showcase shows name and avatar to every
-- visitor: bound the sizes and accept only web addresses for the avatar (no data:, javascript: or
-- megabyte-long values on the home page).
create or replace function public.track_user_login_with_profile(
  provider_name text,
  linkedin_id text,
  full_name text,
  email text,
  avatar_url text,
  profile_data jsonb
) returns public.members
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  _uid uuid := (select auth.uid());
  _avatar text := nullif(btrim(track_user_login_with_profile.avatar_url), '');
  _row public.members;
begin
  if _uid is null then
    raise exception 'Sessão não encontrada.' using errcode = '42501';
  end if;
  if length(track_user_login_with_profile.full_name) > 200
     or length(track_user_login_with_profile.email) > 254
     or length(track_user_login_with_profile.linkedin_id) > 200
     or length(track_user_login_with_profile.provider_name) > 60
     or length(_avatar) > 2048
     or _avatar !~* '^https?://[^\s]+$'
     or octet_length(track_user_login_with_profile.profile_data::text) > 16384 then
    raise exception 'Dados de perfil inválidos.' using errcode = '22023';
  end if;
  insert into public.members as m (
    id, full_name, email, avatar_url, is_logged_in, login_count, last_login_at,
    linkedin_id, provider_name, profile_data
  ) values (
    _uid,
    nullif(btrim(track_user_login_with_profile.full_name), ''),
    coalesce(nullif(auth.jwt() ->> 'email', ''), nullif(btrim(track_user_login_with_profile.email), '')),
    _avatar,
    true, 1, now(),
    nullif(track_user_login_with_profile.linkedin_id, ''),
    coalesce(nullif(track_user_login_with_profile.provider_name, ''), 'linkedin_oidc'),
    coalesce(track_user_login_with_profile.profile_data, '{}'::jsonb)
  )
  on conflict (id) do update set
    full_name = coalesce(excluded.full_name, m.full_name),
    email = coalesce(excluded.email, m.email),
    avatar_url = coalesce(excluded.avatar_url, m.avatar_url),
    is_logged_in = true,
    login_count = m.login_count + 1,
    last_login_at = now(),
    linkedin_id = coalesce(excluded.linkedin_id, m.linkedin_id),
    provider_name = excluded.provider_name,
    profile_data = excluded.profile_data
  returning * into _row;
  return _row;
end
$$;

-- Newsletter sign-up is open to visitors and its rows end up in the back-office's CSV export: the source
-- is a slug (free text there was a spreadsheet-formula vector), the address has no control characters and
-- does not start with a formula character, and the length is checked before anything else.
create or replace function public.subscribe_newsletter(_email text, _source text default 'site') returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  _normalized text;
  _origin text := coalesce(nullif(btrim(_source), ''), 'site');
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
  insert into public.newsletter_subscribers (email, source)
  values (_normalized, _origin)
  on conflict (email) do nothing;
end
$$;

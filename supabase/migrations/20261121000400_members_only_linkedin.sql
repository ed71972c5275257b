-- Members are the people who sign in with LinkedIn (spec: the only member sign-in; provider_name is
-- always linkedin_oidc). An e-mail/password account (the team's) must not become a member, nor appear in
-- the public showcase, by calling the tracking RPC itself.
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
  -- app_metadata is written only by the auth service, so the signed claims are trustworthy here.
  if not (
    coalesce(auth.jwt() -> 'app_metadata' -> 'providers', '[]'::jsonb) ? 'linkedin_oidc'
    or auth.jwt() -> 'app_metadata' ->> 'provider' = 'linkedin_oidc'
  ) then
    raise exception 'Apenas quem entra com o LinkedIn se torna membro.' using errcode = '42501';
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
    'linkedin_oidc',
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
    profile_data = excluded.profile_data
  returning * into _row;
  return _row;
end
$$;

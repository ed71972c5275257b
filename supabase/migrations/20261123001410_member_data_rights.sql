-- LGPD (Lei 13.709/2018, art. 18): a member can download everything stored about them and erase their
-- account. Both run for the caller themself, or for any member when an admin handles a request received
-- by e-mail.

-- The member a data request is about: the caller by default; someone else only for admins and the
-- service role.
create or replace function private.data_request_subject(_member_id uuid) returns uuid
language plpgsql stable security definer set search_path = '' as $$
declare
  _caller uuid := (select auth.uid());
  _subject uuid := coalesce(_member_id, _caller);
begin
  if _subject is null then
    raise exception 'Sessão não encontrada.' using errcode = '42501';
  end if;
  if _subject is distinct from _caller
     and coalesce((select auth.role()), '') <> 'service_role'
     and not (select private.is_admin()) then
    raise exception 'Permissão negada: apenas administradores.' using errcode = '42501';
  end if;
  if not exists (select 1 from auth.users u where u.id = _subject) then
    raise exception 'Membro não encontrado.' using errcode = 'P0002';
  end if;
  return _subject;
end
$$;
revoke all on function private.data_request_subject(uuid) from public, anon;
grant execute on function private.data_request_subject(uuid) to authenticated, service_role;

-- Every address the product holds for a person (auth account, member row, identities), lower-cased.
create or replace function private.member_emails(_member_id uuid) returns text[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(distinct e) filter (where e is not null and e <> ''), '{}')
    from (
      select lower(btrim(u.email)) as e from auth.users u where u.id = _member_id
      union all
      select lower(btrim(m.email)) from public.members m where m.id = _member_id
      union all
      select lower(btrim(i.identity_data ->> 'email')) from auth.identities i where i.user_id = _member_id
    ) emails
$$;
revoke all on function private.member_emails(uuid) from public, anon, authenticated;

-- Everything stored about one member, as one JSON document ('Baixar meus dados').
create or replace function public.export_member_data(_member_id uuid default null) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  _subject uuid := private.data_request_subject(_member_id);
  _emails text[] := private.member_emails(_subject);
begin
  return jsonb_build_object(
    'generated_at', now(),
    'account', (
      select jsonb_build_object(
        'id', u.id,
        'email', u.email,
        'phone', u.phone,
        'created_at', u.created_at,
        'email_confirmed_at', u.email_confirmed_at,
        'last_sign_in_at', u.last_sign_in_at,
        'provider', u.raw_app_meta_data ->> 'provider',
        'profile', coalesce(u.raw_user_meta_data, '{}'::jsonb)
      )
      from auth.users u where u.id = _subject
    ),
    'identities', coalesce((
      select jsonb_agg(jsonb_build_object(
        'provider', i.provider,
        'provider_id', i.provider_id,
        'identity_data', i.identity_data,
        'created_at', i.created_at,
        'last_sign_in_at', i.last_sign_in_at
      ) order by i.created_at)
      from auth.identities i where i.user_id = _subject
    ), '[]'::jsonb),
    'member', (select to_jsonb(m) from public.members m where m.id = _subject),
    'roles', coalesce((
      select jsonb_agg(jsonb_build_object('role', r.role, 'created_at', r.created_at) order by r.created_at)
      from public.user_roles r where r.user_id = _subject
    ), '[]'::jsonb),
    'event_rsvps', coalesce((
      select jsonb_agg(jsonb_build_object(
        'event_id', r.event_id,
        'event_title', e.title,
        'event_start_date', e.start_date,
        'confirmed_at', r.created_at
      ) order by r.created_at)
      from public.event_rsvps r join public.events e on e.id = r.event_id
      where r.member_id = _subject
    ), '[]'::jsonb),
    'newsletter_subscriptions', coalesce((
      select jsonb_agg(to_jsonb(s) order by s.created_at)
      from public.newsletter_subscribers s where s.email = any (_emails)
    ), '[]'::jsonb),
    'login_history', jsonb_build_object(
      'member_logins', (
        select jsonb_build_object(
          'login_count', m.login_count,
          'last_login_at', m.last_login_at,
          'is_logged_in', m.is_logged_in
        )
        from public.members m where m.id = _subject
      ),
      'sessions', coalesce((
        select jsonb_agg(jsonb_build_object(
          'created_at', s.created_at,
          'updated_at', s.updated_at,
          'user_agent', s.user_agent,
          'ip', s.ip
        ) order by s.created_at)
        from auth.sessions s where s.user_id = _subject
      ), '[]'::jsonb),
      'auth_events', coalesce((
        select jsonb_agg(jsonb_build_object(
          'created_at', a.created_at,
          'action', a.payload ->> 'action',
          'ip_address', a.ip_address
        ) order by a.created_at)
        from auth.audit_log_entries a where a.payload ->> 'actor_id' = _subject::text
      ), '[]'::jsonb)
    )
  );
end
$$;
revoke all on function public.export_member_data(uuid) from public, anon;
grant execute on function public.export_member_data(uuid) to authenticated, service_role;
comment on function public.export_member_data(uuid) is
  'LGPD data export (''Baixar meus dados''). Security definer to read the account, identities, sessions and subscriptions; the caller''s own data, any member''s for admins and the service role (checked inside), anon cannot execute.';

-- 'Excluir minha conta': the account and everything naming the member go. Rows that only point at the
-- member (RSVPs, roles, identities, sessions) are deleted with the account; the newsletter subscription and
-- auth history are matched by id and address. Team (admin) accounts are not erased through here.
create or replace function public.erase_member_data(_member_id uuid default null) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  _subject uuid := private.data_request_subject(_member_id);
  _emails text[] := private.member_emails(_subject);
begin
  if exists (select 1 from public.user_roles r where r.user_id = _subject and r.role = 'admin') then
    raise exception 'Contas de administradores não são excluídas por aqui.' using errcode = '42501';
  end if;
  delete from public.newsletter_subscribers s where s.email = any (_emails);
  delete from public.event_rsvps r where r.member_id = _subject;
  delete from public.members m where m.id = _subject;
  delete from auth.flow_state f where f.user_id = _subject;
  delete from auth.refresh_tokens t where t.user_id = _subject::text;
  delete from auth.audit_log_entries a
   where a.payload ->> 'actor_id' = _subject::text
      or position(_subject::text in a.payload::text) > 0
      or lower(a.payload ->> 'actor_username') = any (_emails);
  -- Identities, sessions, roles and anything else keyed on the account go with it (on delete cascade).
  delete from auth.users u where u.id = _subject;
end
$$;
revoke all on function public.erase_member_data(uuid) from public, anon;
grant execute on function public.erase_member_data(uuid) to authenticated, service_role;
comment on function public.erase_member_data(uuid) is
  'LGPD account erasure (''Excluir minha conta''). Security definer to delete the auth account and what names the member; the caller''s own account, any member''s for admins and the service role (checked inside; admin accounts refused), anon cannot execute.';

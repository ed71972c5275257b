-- LGPD export and erasure also cover the e-mail tables: campaign deliveries, newsletter link tokens and
-- unsubscribe suppressions, all keyed by address.
--
-- A suppression is deleted with the account rather than kept: it would otherwise keep the plain address
-- after erasure. Nothing is left to mail once the subscription and the member row are gone, and a new
-- subscription to that address needs a fresh double opt-in.

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
    'mail', jsonb_build_object(
      'deliveries', coalesce((
        select jsonb_agg(jsonb_build_object(
          'email', d.email,
          'campaign_subject', c.subject,
          'status', d.status,
          'sent_at', d.sent_at
        ) order by d.id)
        from public.mail_deliveries d join public.mail_campaigns c on c.id = d.campaign_id
        where d.email = any (_emails)
      ), '[]'::jsonb),
      'suppressions', coalesce((
        select jsonb_agg(jsonb_build_object('email', x.email, 'created_at', x.created_at) order by x.created_at)
        from private.mail_suppressions x where x.email = any (_emails)
      ), '[]'::jsonb),
      -- The links sent by e-mail; their secrets are kept only as hashes and are not part of the export.
      'links', coalesce((
        select jsonb_agg(jsonb_build_object(
          'email', t.email,
          'purpose', t.purpose,
          'created_at', t.created_at,
          'expires_at', t.expires_at,
          'used_at', t.used_at
        ) order by t.created_at)
        from private.mail_tokens t where t.email = any (_emails)
      ), '[]'::jsonb)
    ),
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
  delete from public.mail_deliveries d where d.email = any (_emails);
  delete from private.mail_tokens t where t.email = any (_emails);
  delete from private.mail_suppressions x where x.email = any (_emails);
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

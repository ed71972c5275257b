-- Newsletter double opt-in: the form stores a pending subscription, an e-mail link confirms it, and every
-- message carries a one-click unsubscribe link. Only confirmed subscriptions count and export.
-- Links carry random tokens; the database keeps only their SHA-256, so a stolen table reveals no link.

create type public.newsletter_status as enum ('pending', 'confirmed', 'cancelled');

alter table public.newsletter_subscribers
  add column status public.newsletter_status not null default 'pending',
  add column confirmed_at timestamptz,
  add column cancelled_at timestamptz,
  add column confirmation_sent_at timestamptz;

-- Subscriptions stored before double opt-in were accepted by the form as final ('Inscrição confirmada!').
update public.newsletter_subscribers set status = 'confirmed', confirmed_at = consent_at;

create index newsletter_subscribers_status_idx on public.newsletter_subscribers (status, consent_at desc);

-- Who asked not to receive product e-mail any more (newsletter or member messages), by address.
create table private.mail_suppressions (
  email text primary key check (email = lower(email)),
  created_at timestamptz not null default now()
);

create table private.mail_tokens (
  token_hash bytea primary key,
  purpose text not null check (purpose in ('confirm', 'unsubscribe')),
  email text not null check (email = lower(email)),
  created_at timestamptz not null default now(),
  expires_at timestamptz,
  used_at timestamptz
);
create index mail_tokens_email_idx on private.mail_tokens (email, purpose);

alter table private.mail_suppressions enable row level security;
alter table private.mail_tokens enable row level security;
revoke all on private.mail_suppressions, private.mail_tokens from public, anon, authenticated;

create or replace function private.mail_token_hash(_token text) returns bytea
language sql immutable set search_path = '' as $$
  select extensions.digest(convert_to(coalesce(_token, ''), 'UTF8'), 'sha256')
$$;
revoke all on function private.mail_token_hash(text) from public, anon, authenticated;

-- A new random link token (256 bits, hex) for one address and purpose; only its hash is kept.
create or replace function private.issue_mail_token(_email text, _purpose text, _valid_for interval)
returns text
language plpgsql volatile set search_path = '' as $$
declare
  _token text := encode(extensions.gen_random_bytes(32), 'hex');
begin
  insert into private.mail_tokens (token_hash, purpose, email, expires_at)
  values (private.mail_token_hash(_token), _purpose, lower(btrim(_email)), now() + _valid_for);
  return _token;
end
$$;
revoke all on function private.issue_mail_token(text, text, interval) from public, anon, authenticated;

-- Sign-up: the same validation and rate limit as before, for a given client address; a new or cancelled
-- address becomes pending (with a fresh consent time), a pending or confirmed one is left as it is.
create or replace function private.subscribe_newsletter(_email text, _source text, _ip text) returns void
language plpgsql volatile set search_path = '' as $$
declare
  _normalized text;
  _origin text := coalesce(nullif(btrim(_source), ''), 'site');
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
  on conflict (email) do update
    set status = 'pending', source = excluded.source, consent_at = now(), cancelled_at = null,
        confirmed_at = null, confirmation_sent_at = null
    where public.newsletter_subscribers.status = 'cancelled';
end
$$;
revoke all on function private.subscribe_newsletter(text, text, text) from public, anon, authenticated;

-- Called directly over the API: the client address is the one the gateway reports.
create or replace function public.subscribe_newsletter(_email text, _source text default 'site') returns void
language sql volatile security definer set search_path = '' as $$
  select private.subscribe_newsletter(_email, _source, private.request_client_ip())
$$;
revoke all on function public.subscribe_newsletter(text, text) from public;
grant execute on function public.subscribe_newsletter(text, text) to anon, authenticated, service_role;
comment on function public.subscribe_newsletter(text, text) is
  'Public on purpose: the site''s newsletter sign-up for visitors. Validates the address, is rate limited per client and in total, and only stores a pending subscription (never reads back subscribers); the confirmation e-mail makes it count.';

-- Called by the sign-up function (service role), which passes on the visitor's address it received.
create or replace function public.subscribe_newsletter_from(_email text, _source text, _client_ip text)
returns void
language sql volatile security definer set search_path = '' as $$
  select private.subscribe_newsletter(
    _email, _source, coalesce(nullif(left(btrim(coalesce(_client_ip, '')), 64), ''), 'unknown')
  )
$$;
revoke all on function public.subscribe_newsletter_from(text, text, text) from public, anon, authenticated;
grant execute on function public.subscribe_newsletter_from(text, text, text) to service_role;

-- For the sender of the confirmation e-mail (service role): a confirm link token for a pending address,
-- at most one per minute per address (a repeated form submit does not flood the inbox), else null.
create or replace function public.newsletter_confirmation_token(_email text) returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  _normalized text := lower(btrim(coalesce(_email, '')));
begin
  update public.newsletter_subscribers
     set confirmation_sent_at = now()
   where email = _normalized and status = 'pending'
     and (confirmation_sent_at is null or confirmation_sent_at < now() - interval '1 minute');
  if not found then
    return null;
  end if;
  return private.issue_mail_token(_normalized, 'confirm', interval '7 days');
end
$$;
revoke all on function public.newsletter_confirmation_token(text) from public, anon, authenticated;
grant execute on function public.newsletter_confirmation_token(text) to service_role;

-- For senders of list e-mail (service role): the unsubscribe link token of one message.
create or replace function public.mail_unsubscribe_token(_email text) returns text
language sql volatile security definer set search_path = '' as $$
  select private.issue_mail_token(_email, 'unsubscribe', interval '10 years')
$$;
revoke all on function public.mail_unsubscribe_token(text) from public, anon, authenticated;
grant execute on function public.mail_unsubscribe_token(text) to service_role;

-- The confirmation link: 'confirmed' (also when followed again), 'expired' or 'invalid'.
create or replace function public.confirm_newsletter(_token text) returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  _row private.mail_tokens;
begin
  select * into _row from private.mail_tokens
   where token_hash = private.mail_token_hash(_token) and purpose = 'confirm';
  if not found then
    return 'invalid';
  end if;
  if _row.used_at is not null then
    -- Followed again: the answer repeats while the subscription stands; a used link never subscribes
    -- an address again after it was cancelled.
    return case when exists (
      select 1 from public.newsletter_subscribers where email = _row.email and status = 'confirmed'
    ) then 'confirmed' else 'invalid' end;
  end if;
  if _row.expires_at < now() then
    return 'expired';
  end if;
  update public.newsletter_subscribers
     set status = 'confirmed', confirmed_at = now(), cancelled_at = null
   where email = _row.email and status = 'pending';
  if not found then
    return 'invalid';
  end if;
  update private.mail_tokens set used_at = now() where token_hash = _row.token_hash;
  delete from private.mail_suppressions where email = _row.email;
  return 'confirmed';
end
$$;
revoke all on function public.confirm_newsletter(text) from public;
grant execute on function public.confirm_newsletter(text) to anon, authenticated, service_role;
comment on function public.confirm_newsletter(text) is
  'Public on purpose: the newsletter confirmation link opens for visitors. Only a token from the confirmation e-mail (stored hashed, 256 random bits, valid 7 days) confirms, and only its own pending address; it answers confirmed, expired or invalid and reveals no address.';

-- The unsubscribe link (and List-Unsubscribe-Post): 'cancelled', also when used again, or 'invalid'.
create or replace function public.unsubscribe_mail(_token text) returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  _row private.mail_tokens;
begin
  select * into _row from private.mail_tokens
   where token_hash = private.mail_token_hash(_token) and purpose = 'unsubscribe';
  if not found then
    return 'invalid';
  end if;
  update private.mail_tokens set used_at = coalesce(used_at, now()) where token_hash = _row.token_hash;
  update public.newsletter_subscribers
     set status = 'cancelled', cancelled_at = now()
   where email = _row.email and status <> 'cancelled';
  insert into private.mail_suppressions (email) values (_row.email) on conflict (email) do nothing;
  return 'cancelled';
end
$$;
revoke all on function public.unsubscribe_mail(text) from public;
grant execute on function public.unsubscribe_mail(text) to anon, authenticated, service_role;
comment on function public.unsubscribe_mail(text) is
  'Public on purpose: the unsubscribe link of every e-mail opens for visitors and mail clients (List-Unsubscribe-Post). Only a token from a sent message (stored hashed, 256 random bits) unsubscribes, and only its own address; repeating it changes nothing.';

-- Admins read the status columns (the table's select grant covers new columns).
comment on column public.newsletter_subscribers.status is
  'pending until the e-mailed link is followed; only confirmed subscriptions receive and export.';

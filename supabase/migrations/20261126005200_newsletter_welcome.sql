-- A short welcome follows the confirmation of a newsletter subscription. The sign-up function follows
-- the confirmation link for the site (service role) and learns here whether this very call confirmed the
-- address, so the welcome goes once: following the link again, or a confirmation made another way,
-- sends nothing.

create or replace function public.confirm_newsletter_with_welcome(_token text)
returns table (outcome text, welcome_email text)
language plpgsql volatile security definer set search_path = '' as $$
declare
  _row private.mail_tokens;
  _unused boolean;
  _outcome text;
begin
  -- Locked, so two tabs opening the link at once do not both see it unused.
  select * into _row from private.mail_tokens
   where token_hash = private.mail_token_hash(_token) and purpose = 'confirm'
   for update;
  _unused := found and _row.used_at is null;
  _outcome := public.confirm_newsletter(_token);
  return query select _outcome, case when _outcome = 'confirmed' and _unused then _row.email end;
end
$$;
revoke all on function public.confirm_newsletter_with_welcome(text) from public, anon, authenticated;
grant execute on function public.confirm_newsletter_with_welcome(text) to service_role;
comment on function public.confirm_newsletter_with_welcome(text) is
  'For the newsletter sign-up function (service role): confirm_newsletter, plus the address when this call is the one that confirmed it (its welcome e-mail goes once).';

-- 'Enviar e-mail' in the back-office: a message (subject, markdown body, optional link) to confirmed
-- newsletter subscribers and/or members, sent in the background in small batches by the mail-campaigns
-- function. Each recipient is one delivery row, unique per (campaign, address); a sender claims one row at
-- a time in a transaction, so concurrent or restarted senders never send the same message twice.

create table public.mail_campaigns (
  id uuid primary key default gen_random_uuid(),
  subject text not null check (char_length(btrim(subject)) between 1 and 200),
  body_markdown text not null check (char_length(btrim(body_markdown)) between 1 and 50000),
  link_url text check (link_url is null or link_url ~* '^https?://[^\s]+$'),
  link_label text check (link_label is null or char_length(link_label) <= 80),
  to_subscribers boolean not null default true,
  to_members boolean not null default false,
  status text not null default 'draft' check (status in ('draft', 'sending', 'sent')),
  recipients_count integer not null default 0 check (recipients_count >= 0),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  queued_at timestamptz,
  finished_at timestamptz,
  check (to_subscribers or to_members)
);
create index mail_campaigns_created_at_idx on public.mail_campaigns (created_at desc);
create index mail_campaigns_created_by_idx on public.mail_campaigns (created_by);
create trigger mail_campaigns_updated_at before update on public.mail_campaigns
  for each row execute function private.set_updated_at();

create table public.mail_deliveries (
  id bigint generated always as identity primary key,
  campaign_id uuid not null references public.mail_campaigns (id) on delete cascade,
  email text not null check (email = lower(email)),
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  error text,
  claimed_at timestamptz,
  sent_at timestamptz,
  unique (campaign_id, email)
);
create index mail_deliveries_campaign_status_idx on public.mail_deliveries (campaign_id, status, id);
create index mail_deliveries_sending_idx on public.mail_deliveries (claimed_at) where status = 'sending';
create index mail_deliveries_email_idx on public.mail_deliveries (email);

alter table public.mail_campaigns enable row level security;
alter table public.mail_deliveries enable row level security;
revoke all on public.mail_campaigns, public.mail_deliveries from anon, authenticated;
grant select, insert, update, delete on public.mail_campaigns to authenticated;
grant select on public.mail_deliveries to authenticated;

create policy "mail campaigns: admins read" on public.mail_campaigns
  for select to authenticated using ((select private.is_admin()));
create policy "mail campaigns: admins insert drafts" on public.mail_campaigns
  for insert to authenticated with check ((select private.is_admin()) and status = 'draft');
-- Only drafts change by hand; queueing and sending go through the functions below.
create policy "mail campaigns: admins edit drafts" on public.mail_campaigns
  for update to authenticated using ((select private.is_admin()) and status = 'draft')
  with check ((select private.is_admin()) and status = 'draft');
create policy "mail campaigns: admins delete" on public.mail_campaigns
  for delete to authenticated using ((select private.is_admin()));
create policy "mail deliveries: admins read" on public.mail_deliveries
  for select to authenticated using ((select private.is_admin()));

-- The caller's own address when they are an admin (the 'send a test to myself' target), else null.
create or replace function public.current_admin_email() returns text
language sql stable security definer set search_path = '' as $$
  select u.email::text from auth.users u where u.id = (select auth.uid()) and (select private.is_admin())
$$;
revoke all on function public.current_admin_email() from public, anon;
grant execute on function public.current_admin_email() to authenticated, service_role;
comment on function public.current_admin_email() is
  'For the back-office test send: the signed-in admin''s own e-mail, null for anyone else. anon cannot execute.';

-- Freezes the audience: one pending delivery per address (confirmed subscribers and/or members with an
-- e-mail, minus those who unsubscribed), then the campaign is sending. Repeating it changes nothing.
create or replace function public.queue_mail_campaign(_campaign uuid) returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  _c public.mail_campaigns;
  _count integer;
begin
  if not (select private.is_admin()) then
    raise exception 'Apenas administradores enviam e-mails.' using errcode = '42501';
  end if;
  select * into _c from public.mail_campaigns where id = _campaign for update;
  if not found then
    raise exception 'Mensagem não encontrada.' using errcode = 'P0002';
  end if;
  if _c.status = 'draft' then
    insert into public.mail_deliveries (campaign_id, email)
    select _campaign, a.email
      from (
        select s.email from public.newsletter_subscribers s
         where _c.to_subscribers and s.status = 'confirmed'
        union
        select lower(btrim(m.email)) from public.members m
         where _c.to_members and m.email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'
      ) as a
     where not exists (select 1 from private.mail_suppressions x where x.email = a.email)
    on conflict (campaign_id, email) do nothing;
    get diagnostics _count = row_count;
    update public.mail_campaigns
       set status = case when _count > 0 then 'sending' else 'sent' end,
           queued_at = now(), recipients_count = _count,
           finished_at = case when _count > 0 then null else now() end
     where id = _campaign;
  end if;
  return (select count(*) from public.mail_deliveries where campaign_id = _campaign);
end
$$;
revoke all on function public.queue_mail_campaign(uuid) from public, anon;
grant execute on function public.queue_mail_campaign(uuid) to authenticated, service_role;
comment on function public.queue_mail_campaign(uuid) is
  'For the back-office ''Enviar'': admins only (checked inside), queues one delivery per recipient. anon cannot execute.';

-- Failed deliveries of a campaign go back to the queue ('Tentar novamente').
create or replace function public.retry_mail_deliveries(_campaign uuid) returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  _count integer;
begin
  if not (select private.is_admin()) then
    raise exception 'Apenas administradores enviam e-mails.' using errcode = '42501';
  end if;
  update public.mail_deliveries set status = 'pending', attempts = 0, claimed_at = null
   where campaign_id = _campaign and status = 'failed';
  get diagnostics _count = row_count;
  if _count > 0 then
    update public.mail_campaigns set status = 'sending', finished_at = null where id = _campaign;
  end if;
  return _count;
end
$$;
revoke all on function public.retry_mail_deliveries(uuid) from public, anon;
grant execute on function public.retry_mail_deliveries(uuid) to authenticated, service_role;
comment on function public.retry_mail_deliveries(uuid) is
  'For the back-office ''Tentar novamente'': admins only (checked inside), requeues failed deliveries. anon cannot execute.';

-- A campaign whose deliveries are all sent or failed is finished.
create or replace function private.finish_done_campaigns() returns void
language sql volatile set search_path = '' as $$
  update public.mail_campaigns c set status = 'sent', finished_at = now()
   where c.status = 'sending'
     and not exists (
       select 1 from public.mail_deliveries d where d.campaign_id = c.id and d.status in ('pending', 'sending')
     )
$$;
revoke all on function private.finish_done_campaigns() from public, anon, authenticated;

-- For the sender (service role): the next pending delivery, claimed in this transaction (skip locked, so
-- parallel senders take different rows), with the message and a fresh unsubscribe token; no row when the
-- queue is empty. A claim older than 5 minutes means a sender stopped mid-message: the server may or may
-- not have the message, so it is failed with that reason rather than sent twice (an admin may retry).
create or replace function public.claim_mail_delivery(_campaign uuid default null)
returns table (
  delivery_id bigint, campaign_id uuid, email text, subject text, body_markdown text, link_url text,
  link_label text, unsubscribe_token text
)
language plpgsql volatile security definer set search_path = '' as $$
declare
  _d public.mail_deliveries;
begin
  update public.mail_deliveries d
     set status = 'failed', claimed_at = null,
         error = 'Envio interrompido antes da confirmação do servidor de e-mail; use "Tentar novamente" para reenviar.'
   where d.status = 'sending' and d.claimed_at < now() - interval '5 minutes';
  select d.* into _d
    from public.mail_deliveries d
    join public.mail_campaigns c on c.id = d.campaign_id
   where d.status = 'pending' and c.status = 'sending' and (_campaign is null or d.campaign_id = _campaign)
   order by d.id
   limit 1
   for update of d skip locked;
  if not found then
    perform private.finish_done_campaigns();
    return;
  end if;
  update public.mail_deliveries
     set status = 'sending', claimed_at = now(), attempts = attempts + 1
   where id = _d.id;
  return query
    select _d.id, c.id, _d.email, c.subject, c.body_markdown, c.link_url, c.link_label,
           private.issue_mail_token(_d.email, 'unsubscribe', interval '10 years')
      from public.mail_campaigns c where c.id = _d.campaign_id;
end
$$;
revoke all on function public.claim_mail_delivery(uuid) from public, anon, authenticated;
grant execute on function public.claim_mail_delivery(uuid) to service_role;

-- For the sender (service role): the outcome of a claimed delivery. A temporary refusal puts it back in the
-- queue (up to 3 attempts); a final one, or the third, fails it with the server's reason.
create or replace function public.finish_mail_delivery(
  _delivery bigint, _error text default null, _temporary boolean default false
) returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  update public.mail_deliveries
     set status = case when _error is null then 'sent'
                       when _temporary and attempts < 3 then 'pending'
                       else 'failed' end,
         sent_at = case when _error is null then now() end,
         error = left(_error, 500),
         claimed_at = null
   where id = _delivery and status = 'sending';
  perform private.finish_done_campaigns();
end
$$;
revoke all on function public.finish_mail_delivery(bigint, text, boolean) from public, anon, authenticated;
grant execute on function public.finish_mail_delivery(bigint, text, boolean) to service_role;

-- Counts per status for the progress bar (admins and the sender).
create or replace function public.mail_campaign_progress(_campaign uuid) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'pending', count(*) filter (where d.status = 'pending'),
    'sending', count(*) filter (where d.status = 'sending'),
    'sent', count(*) filter (where d.status = 'sent'),
    'failed', count(*) filter (where d.status = 'failed'),
    'total', count(*)
  )
  from public.mail_deliveries d
  where d.campaign_id = _campaign
    and ((select private.is_admin()) or (select auth.role()) = 'service_role')
$$;
revoke all on function public.mail_campaign_progress(uuid) from public, anon;
grant execute on function public.mail_campaign_progress(uuid) to authenticated, service_role;
comment on function public.mail_campaign_progress(uuid) is
  'For the back-office progress bar: counts per delivery status, all zero for anyone but admins. anon cannot execute.';

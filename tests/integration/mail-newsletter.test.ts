import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_ANON_KEY } from '#supabase/local/keys.ts';
import type { MailMessage } from '#supabase/local/mailbox/store.ts';
import { withDb } from '../helpers/db.ts';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  NON_ADMIN_EMAIL,
  NON_ADMIN_PASSWORD,
} from '../helpers/seed-ids.ts';
import { anonClient, clientAs, serviceClient } from '../helpers/supabase.ts';

const apiUrl = inject('apiUrl');
const dbUrl = inject('dbUrl');
const mailboxUrl = inject('mailboxUrl');

const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

async function mailFor(email: string): Promise<MailMessage[]> {
  const res = await fetch(`${mailboxUrl}/api/messages?to=${encodeURIComponent(email)}`);
  return (await res.json()) as MailMessage[];
}

async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return withDb(dbUrl, async (db) => (await db.query(text, params)).rows as T[]);
}

async function callFunction(name: string, body: unknown, token = LOCAL_ANON_KEY) {
  const res = await fetch(`${apiUrl}/functions/v1/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: LOCAL_ANON_KEY, authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const tokenOf = (url: string | null) => new URL(url!).searchParams.get('token')!;

async function signIn(email: string, password: string): Promise<string> {
  const { data, error } = await anonClient(apiUrl).auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return data.session.access_token;
}

afterEach(async () => {
  await fetch(`${mailboxUrl}/api/faults`, { method: 'DELETE' });
});

describe('newsletter double opt-in', () => {
  it('keeps the subscription pending until the e-mailed link is followed', async () => {
    const email = unique('leitora');
    const signUp = await callFunction('newsletter-subscribe', {
      email: email.toUpperCase(),
      source: 'newsletter-page',
    });
    expect(signUp).toEqual({ status: 200, body: { status: 'pending' } });

    const [pending] = await sql<{ status: string; confirmed_at: Date | null }>(
      'select status, confirmed_at from public.newsletter_subscribers where email = $1',
      [email],
    );
    expect(pending).toEqual({ status: 'pending', confirmed_at: null });

    const [message] = await mailFor(email);
    expect(message.subject).toBe('Confirme sua inscrição');
    expect(message.actionUrl).toMatch(/\/newsletter\/confirmar\?token=[0-9a-f]{64}$/);
    // A second submit within the minute sends no second e-mail.
    await callFunction('newsletter-subscribe', { email });
    expect(await mailFor(email)).toHaveLength(1);

    const anon = anonClient(apiUrl);
    const confirm = await anon.rpc('confirm_newsletter', { _token: tokenOf(message.actionUrl) });
    expect(confirm).toMatchObject({ data: 'confirmed', error: null });
    const [confirmed] = await sql<{ status: string; confirmed_at: Date }>(
      'select status, confirmed_at from public.newsletter_subscribers where email = $1',
      [email],
    );
    expect(confirmed.status).toBe('confirmed');

    // Following the link again answers the same and changes nothing.
    expect((await anon.rpc('confirm_newsletter', { _token: tokenOf(message.actionUrl) })).data).toBe(
      'confirmed',
    );
    const [again] = await sql<{ confirmed_at: Date }>(
      'select confirmed_at from public.newsletter_subscribers where email = $1',
      [email],
    );
    expect(again.confirmed_at).toEqual(confirmed.confirmed_at);
  });

  it('the confirmation e-mail has its own unsubscribe link, and a welcome follows the confirmation once', async () => {
    const email = unique('boas-vindas');
    await callFunction('newsletter-subscribe', { email });
    const [confirmation] = await mailFor(email);
    // Like every e-mail to a subscriber: in the footer and as List-Unsubscribe.
    expect(confirmation.unsubscribeUrl).toMatch(/\/newsletter\/cancelar\?token=[0-9a-f]{64}$/);
    expect(confirmation.html).toContain('Cancelar inscrição');
    expect(confirmation.text).toContain(`Cancelar inscrição: ${confirmation.unsubscribeUrl}`);
    expect(confirmation.actionUrl).toMatch(/\/newsletter\/confirmar\?token=/);

    // The site follows the link through the function: confirmed, and welcomed once.
    const token = tokenOf(confirmation.actionUrl);
    expect(await callFunction('newsletter-subscribe', { action: 'confirm', token })).toEqual({
      status: 200,
      body: { outcome: 'confirmed' },
    });
    // The mailbox lists the newest first.
    await expect
      .poll(async () => (await mailFor(email)).map((m) => m.subject))
      .toEqual(['Boas-vindas à newsletter', 'Confirme sua inscrição']);
    const welcome = (await mailFor(email))[0]!;
    expect(welcome.text).toContain('Sua inscrição na newsletter');
    expect(welcome.unsubscribeUrl).toMatch(/\/newsletter\/cancelar\?token=[0-9a-f]{64}$/);
    expect(await callFunction('newsletter-subscribe', { action: 'confirm', token })).toEqual({
      status: 200,
      body: { outcome: 'confirmed' },
    });
    expect(await callFunction('newsletter-subscribe', { action: 'confirm', token: '0'.repeat(64) })).toEqual({
      status: 200,
      body: { outcome: 'invalid' },
    });
    expect(await mailFor(email)).toHaveLength(2);

    // The welcome's unsubscribe link works.
    const anon = anonClient(apiUrl);
    expect((await anon.rpc('unsubscribe_mail', { _token: tokenOf(welcome.unsubscribeUrl) })).data).toBe(
      'cancelled',
    );
  });

  it('someone who never asked can refuse for good from the confirmation e-mail', async () => {
    const email = unique('nao-pedi');
    await callFunction('newsletter-subscribe', { email });
    const [confirmation] = await mailFor(email);
    const anon = anonClient(apiUrl);
    expect((await anon.rpc('unsubscribe_mail', { _token: tokenOf(confirmation.unsubscribeUrl) })).data).toBe(
      'cancelled',
    );
    // The pending link then confirms nothing.
    expect((await anon.rpc('confirm_newsletter', { _token: tokenOf(confirmation.actionUrl) })).data).toBe(
      'invalid',
    );
  });

  it('refuses forged and altered tokens and stores only token hashes', async () => {
    const email = unique('forjado');
    await callFunction('newsletter-subscribe', { email });
    const real = tokenOf((await mailFor(email))[0].actionUrl);
    const altered = `${real.slice(0, -1)}${real.endsWith('0') ? '1' : '0'}`;
    const anon = anonClient(apiUrl);
    for (const token of [altered, '0'.repeat(64), '', 'x']) {
      expect((await anon.rpc('confirm_newsletter', { _token: token })).data).toBe('invalid');
      expect((await anon.rpc('unsubscribe_mail', { _token: token })).data).toBe('invalid');
    }
    // A confirm token is not an unsubscribe token.
    expect((await anon.rpc('unsubscribe_mail', { _token: real })).data).toBe('invalid');
    const [row] = await sql<{ status: string }>(
      'select status from public.newsletter_subscribers where email = $1',
      [email],
    );
    expect(row.status).toBe('pending');
    const stored = await sql<{ n: number }>(
      "select count(*)::int as n from private.mail_tokens where encode(token_hash, 'hex') = $1 or encode(token_hash, 'escape') = $1",
      [real],
    );
    expect(stored[0].n).toBe(0);
  });

  it('unsubscribes once through the link, repeats idempotently, and an old confirm link does not resubscribe', async () => {
    const email = unique('cancela');
    await callFunction('newsletter-subscribe', { email });
    const confirmToken = tokenOf((await mailFor(email))[0].actionUrl);
    const anon = anonClient(apiUrl);
    await anon.rpc('confirm_newsletter', { _token: confirmToken });
    const { data: token } = await serviceClient(apiUrl).rpc('mail_unsubscribe_token', { _email: email });

    expect((await anon.rpc('unsubscribe_mail', { _token: token! })).data).toBe('cancelled');
    const [first] = await sql<{ status: string; cancelled_at: Date }>(
      'select status, cancelled_at from public.newsletter_subscribers where email = $1',
      [email],
    );
    expect(first.status).toBe('cancelled');
    expect((await anon.rpc('unsubscribe_mail', { _token: token! })).data).toBe('cancelled');
    const [second] = await sql<{ cancelled_at: Date }>(
      'select cancelled_at from public.newsletter_subscribers where email = $1',
      [email],
    );
    expect(second.cancelled_at).toEqual(first.cancelled_at);
    expect((await anon.rpc('confirm_newsletter', { _token: confirmToken })).data).toBe('invalid');

    // Signing up again starts a new double opt-in.
    await callFunction('newsletter-subscribe', { email });
    const [pendingAgain] = await sql<{ status: string }>(
      'select status from public.newsletter_subscribers where email = $1',
      [email],
    );
    expect(pendingAgain.status).toBe('pending');
  });

  it('the confirmation and unsubscribe functions are the only public ways in; visitors cannot mint tokens', async () => {
    const anon = anonClient(apiUrl);
    expect((await anon.rpc('mail_unsubscribe_token', { _email: 'x@example.com' })).error?.code).toBe('42501');
    expect((await anon.rpc('newsletter_confirmation_token', { _email: 'x@example.com' })).error?.code).toBe(
      '42501',
    );
    // The welcome's confirmation is the function's (service role) alone.
    expect((await anon.rpc('confirm_newsletter_with_welcome', { _token: '0'.repeat(64) })).error?.code).toBe(
      '42501',
    );
  });
});

describe('campaigns from the back-office', () => {
  let adminToken: string;
  beforeAll(async () => {
    adminToken = await signIn(DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
  });

  async function newCampaign(subject: string) {
    const { data, error } = await clientAs(apiUrl, adminToken)
      .from('mail_campaigns')
      .insert({ subject, body_markdown: 'Olá!\n\nNovidades da **comunidade**.', to_subscribers: true })
      .select('id')
      .single();
    if (error) throw error;
    return data.id;
  }

  async function deliveries(campaignId: string) {
    return sql<{ email: string; status: string; attempts: number; error: string | null }>(
      'select email, status, attempts, error from public.mail_deliveries where campaign_id = $1 order by id',
      [campaignId],
    );
  }

  /** Calls the sender like the back-office does, until nothing is queued (bounded). */
  async function runUntilDone(campaignId: string) {
    for (let i = 0; i < 40; i++) {
      const run = await callFunction('mail-campaigns', { action: 'run', campaignId, limit: 3 }, adminToken);
      expect(run.status).toBe(200);
      const progress = run.body.progress as Record<string, number>;
      if (progress.pending === 0 && progress.sending === 0) return;
    }
    throw new Error('the campaign did not finish');
  }

  it('delivers exactly once to each recipient when the server refuses one mid-way and sending restarts', async () => {
    const recipients = Array.from({ length: 7 }, (_, i) => unique(`campanha${i}`));
    await sql(
      "insert into public.newsletter_subscribers (email, source, status, confirmed_at) select unnest($1::text[]), 'teste', 'confirmed', now()",
      [recipients],
    );
    const subject = `Novidades ${randomUUID().slice(0, 8)}`;
    const campaignId = await newCampaign(subject);
    const admin = clientAs(apiUrl, adminToken);
    const queued = await admin.rpc('queue_mail_campaign', { _campaign: campaignId });
    expect(queued.error).toBeNull();
    expect(queued.data).toBeGreaterThanOrEqual(recipients.length);

    // The server says 'try later' once for one address and refuses another for good.
    const post = (rule: unknown) =>
      fetch(`${mailboxUrl}/api/faults`, { method: 'POST', body: JSON.stringify(rule) });
    await post({ to: recipients[2], count: 1, code: 451, message: 'Tente mais tarde' });
    await post({ to: recipients[4], count: 1, code: 550, message: 'Caixa inexistente' });

    await runUntilDone(campaignId);
    const afterFirstPass = await deliveries(campaignId);
    const byEmail = new Map(afterFirstPass.map((d) => [d.email, d]));
    expect(byEmail.get(recipients[2])).toMatchObject({ status: 'sent', attempts: 2 });
    expect(byEmail.get(recipients[4])).toMatchObject({ status: 'failed', attempts: 1 });
    expect(byEmail.get(recipients[4])?.error).toContain('Caixa inexistente');
    expect(afterFirstPass.filter((d) => d.status === 'failed')).toHaveLength(1);

    // 'Tentar novamente' requeues the failed one only; the others are not sent again.
    expect((await admin.rpc('retry_mail_deliveries', { _campaign: campaignId })).data).toBe(1);
    await runUntilDone(campaignId);

    const final = await deliveries(campaignId);
    expect(final.every((d) => d.status === 'sent')).toBe(true);
    for (const delivery of final) {
      const copies = (await mailFor(delivery.email)).filter((m) => m.subject === subject);
      expect(copies, delivery.email).toHaveLength(1);
    }
    const [one] = (await mailFor(recipients[0])).filter((m) => m.subject === subject);
    expect(one.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(one.unsubscribeUrl).toMatch(/\/newsletter\/cancelar\?token=[0-9a-f]{64}$/);
    expect(one.text).toContain(`Cancelar inscrição: ${one.unsubscribeUrl}`);
    const [campaign] = await sql<{ status: string }>(
      'select status from public.mail_campaigns where id = $1',
      [campaignId],
    );
    expect(campaign.status).toBe('sent');

    // The message's own link unsubscribes that reader from later campaigns.
    expect(
      (await anonClient(apiUrl).rpc('unsubscribe_mail', { _token: tokenOf(one.unsubscribeUrl) })).data,
    ).toBe('cancelled');
    const nextId = await newCampaign(`Depois ${subject}`);
    await admin.rpc('queue_mail_campaign', { _campaign: nextId });
    expect((await deliveries(nextId)).map((d) => d.email)).not.toContain(recipients[0]);
    await withDb(dbUrl, (db) => db.query('delete from public.mail_campaigns where id = $1', [nextId]));
  });

  it('never sends again a message whose sender stopped before the server answered', async () => {
    const [stuck, waiting] = [unique('interrompido'), unique('aguardando')];
    const subject = `Retomada ${randomUUID().slice(0, 8)}`;
    const campaignId = await newCampaign(subject);
    // As a sender that died mid-message would leave it: one claim ten minutes old, one still queued.
    await withDb(dbUrl, async (db) => {
      await db.query('begin');
      await db.query(
        `insert into public.mail_deliveries (campaign_id, email, status, attempts, claimed_at)
         values ($1, $2, 'sending', 1, now() - interval '10 minutes'), ($1, $3, 'pending', 0, null)`,
        [campaignId, stuck, waiting],
      );
      await db.query("update public.mail_campaigns set status = 'sending', queued_at = now() where id = $1", [
        campaignId,
      ]);
      await db.query('commit');
    });
    await runUntilDone(campaignId);
    const rows = await deliveries(campaignId);
    expect(rows.find((d) => d.email === stuck)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(rows.find((d) => d.email === stuck)?.error).toContain('Envio interrompido');
    expect(rows.find((d) => d.email === waiting)).toMatchObject({ status: 'sent' });
    expect((await mailFor(stuck)).filter((m) => m.subject === subject)).toHaveLength(0);
    expect((await mailFor(waiting)).filter((m) => m.subject === subject)).toHaveLength(1);
  });

  it('sends a test to the signed-in admin only, with a working unsubscribe link', async () => {
    const subject = `Prévia ${randomUUID().slice(0, 8)}`;
    const message = {
      action: 'test',
      subject,
      bodyMarkdown: 'Texto de **teste**',
      linkUrl: 'https://example.com/blog/x',
      linkLabel: 'Ler',
    };
    const nonAdmin = await callFunction(
      'mail-campaigns',
      message,
      await signIn(NON_ADMIN_EMAIL, NON_ADMIN_PASSWORD),
    );
    expect(nonAdmin.status).toBe(403);
    const sent = await callFunction('mail-campaigns', message, adminToken);
    expect(sent).toEqual({ status: 200, body: { sentTo: DEMO_ADMIN_EMAIL } });
    const [mail] = (await mailFor(DEMO_ADMIN_EMAIL)).filter((m) => m.subject === `[Teste] ${subject}`);
    expect(mail.html).toContain('<strong>teste</strong>');
    expect(mail.actionUrl).toBe('https://example.com/blog/x');
    expect(mail.headers['list-unsubscribe']).toBe(`<${mail.unsubscribeUrl}>`);
  });

  it('only admins create, queue or read campaigns', async () => {
    const member = clientAs(apiUrl, await signIn(NON_ADMIN_EMAIL, NON_ADMIN_PASSWORD));
    const insert = await member.from('mail_campaigns').insert({ subject: 'x', body_markdown: 'y' });
    expect(insert.error?.code).toBe('42501');
    expect((await member.rpc('queue_mail_campaign', { _campaign: randomUUID() })).error?.code).toBe('42501');
    expect((await member.from('mail_deliveries').select('email')).data).toEqual([]);
    expect((await anonClient(apiUrl).from('mail_campaigns').select('id')).error).not.toBeNull();
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { deleteAuthUser, insertLinkedinUser, withDb, type LinkedinTestUser } from '../helpers/db.ts';
import {
  ACTIVE_AMBASSADOR_COUNT,
  ACTIVE_COURSE_COUNT,
  ACTIVE_EVENT_COUNT,
  ACTIVE_JOB_COUNT,
  ACTIVE_VIDEO_COUNT,
  AMBASSADOR_INACTIVE_ID,
  COURSE_INACTIVE_ID,
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_ID,
  DRAFT_BLOG_IDS,
  DRAFT_LANDING_ID,
  DRAFT_LANDING_SLUG,
  EVENT_IDS,
  JOB_INACTIVE_ID,
  MEMBER_ANA_EMAIL,
  MEMBER_ANA_ID,
  MEMBER_IDS,
  MEMBERS_WITHOUT_AVATAR,
  MEMBERS_WITHOUT_NAME,
  NON_ADMIN_EMAIL,
  NON_ADMIN_ID,
  PUBLISHED_BLOG_COUNT,
  PUBLISHED_LANDING_ID,
  PUBLISHED_LANDING_SLUG,
  PUBLISHED_NEWS_COUNT,
  SEED_MEMBER_STATS,
} from '../helpers/seed-ids.ts';
import { anonClient, clientAs, serviceClient, signUserJwt, type TestClient } from '../helpers/supabase.ts';

const apiUrl = inject('apiUrl');
const dbUrl = inject('dbUrl');
const anon = anonClient(apiUrl);
const service = serviceClient(apiUrl);

type ContentTable = 'events' | 'ambassadors' | 'videos' | 'courses' | 'posts' | 'jobs';
const CONTENT_TABLES: ContentTable[] = ['events', 'ambassadors', 'videos', 'courses', 'posts', 'jobs'];

/** A valid new row per table, so a refusal can only come from the access rules. */
function newRow(table: ContentTable, tag: string): Record<string, unknown> {
  switch (table) {
    case 'events':
      return {
        title: `Evento ${tag}`,
        start_date: '2030-03-10T19:00:00Z',
        end_date: '2030-03-10T22:00:00Z',
        topics: ['Teste'],
      };
    case 'ambassadors':
      return { name: `Embaixador ${tag}`, company: 'Empresa Teste', specialties: 'Testes' };
    case 'videos':
      return {
        title: `Vídeo ${tag}`,
        video_url: 'https://videos.example.com.br/teste.webm',
        tags: ['teste'],
      };
    case 'courses':
      return { title: `Curso ${tag}`, category: 'Testes', url: `https://cursos.example.com.br/${tag}` };
    case 'posts':
      return { type: 'blog', title: `Post ${tag}`, slug: `post-${tag}` };
    case 'jobs':
      return { title: `Vaga ${tag}`, company: 'Empresa Teste' };
  }
}

/** One existing seed row per table and the column a write attempt tries to change. */
const SEED_TARGET: Record<ContentTable, { id: string; column: string }> = {
  events: { id: EVENT_IDS.upcomingRio, column: 'title' },
  ambassadors: { id: 'b0000000-0000-4000-8000-000000000001', column: 'name' },
  videos: { id: '90000000-0000-4000-8000-000000000001', column: 'title' },
  courses: { id: 'c0000000-0000-4000-8000-000000000001', column: 'title' },
  posts: { id: 'd0000000-0000-4000-8000-000000000001', column: 'title' },
  jobs: { id: 'f0000000-0000-4000-8000-000000000001', column: 'title' },
};

async function serviceRow(table: ContentTable, id: string): Promise<Record<string, unknown> | null> {
  const { data, error } = await service.from(table).select('*').eq('id', id).maybeSingle();
  expect(error).toBeNull();
  return data as Record<string, unknown> | null;
}

async function serviceCount(table: ContentTable): Promise<number> {
  const { count, error } = await service.from(table).select('id', { count: 'exact', head: true });
  expect(error).toBeNull();
  return count ?? -1;
}

/** Insert, update and delete must all fail or touch nothing, and the table must stay as it was. */
async function expectWritesRefused(client: TestClient, table: ContentTable): Promise<void> {
  const target = SEED_TARGET[table];
  const before = await serviceRow(table, target.id);
  const countBefore = await serviceCount(table);
  expect(before).not.toBeNull();

  const inserted = await client
    .from(table)
    .insert(newRow(table, `recusado-${randomUUID().slice(0, 8)}`) as never)
    .select();
  expect(inserted.error, `${table}: insert`).not.toBeNull();
  expect(['42501', 'PGRST301']).toContain(inserted.error?.code);

  const updated = await client
    .from(table)
    .update({ [target.column]: 'Alterado sem permissão' } as never)
    .eq('id', target.id)
    .select();
  // RLS hides the row from UPDATE: either an error or no row touched.
  expect(updated.error !== null || updated.data?.length === 0, `${table}: update`).toBe(true);

  const deleted = await client.from(table).delete().eq('id', target.id).select();
  expect(deleted.error !== null || deleted.data?.length === 0, `${table}: delete`).toBe(true);

  expect(await serviceRow(table, target.id)).toEqual(before);
  expect(await serviceCount(table)).toBe(countBefore);
}

interface MemberSnapshot {
  id: string;
  login_count: number;
  is_logged_in: boolean;
  last_login_at: string | null;
  full_name: string | null;
}

async function seedMemberSnapshot(): Promise<MemberSnapshot[]> {
  const { data, error } = await service
    .from('members')
    .select('id, login_count, is_logged_in, last_login_at, full_name')
    .in('id', [...MEMBER_IDS])
    .order('id');
  expect(error).toBeNull();
  expect(data).toHaveLength(MEMBER_IDS.length);
  return data as MemberSnapshot[];
}

describe('anon (visitor)', () => {
  it.each([
    ['events', ACTIVE_EVENT_COUNT, EVENT_IDS.inactive],
    ['courses', ACTIVE_COURSE_COUNT, COURSE_INACTIVE_ID],
    ['ambassadors', ACTIVE_AMBASSADOR_COUNT, AMBASSADOR_INACTIVE_ID],
    ['videos', ACTIVE_VIDEO_COUNT, null],
    ['jobs', ACTIVE_JOB_COUNT, JOB_INACTIVE_ID],
  ] as const)('reads only the active %s', async (table, expected, inactiveId) => {
    const { data, error } = await anon.from(table).select('id, is_active');
    expect(error).toBeNull();
    expect(data).toHaveLength(expected);
    expect(data?.every((row) => row.is_active)).toBe(true);
    if (inactiveId) {
      expect(data?.map((row) => row.id)).not.toContain(inactiveId);
      const direct = await anon.from(table).select('id').eq('id', inactiveId);
      expect(direct.error).toBeNull();
      expect(direct.data).toEqual([]);
    }
  });

  it('reads published posts only, never drafts', async () => {
    const { data, error } = await anon.from('posts').select('id, type, status');
    expect(error).toBeNull();
    expect(data?.every((p) => p.status === 'published')).toBe(true);
    expect(data?.filter((p) => p.type === 'blog')).toHaveLength(PUBLISHED_BLOG_COUNT);
    expect(data?.filter((p) => p.type === 'news')).toHaveLength(PUBLISHED_NEWS_COUNT);
    const ids = data?.map((p) => p.id) ?? [];
    for (const draft of [...DRAFT_BLOG_IDS, DRAFT_LANDING_ID]) expect(ids).not.toContain(draft);
  });

  it('reads a published landing page by slug as a single object, and not the draft', async () => {
    const { data, error } = await anon
      .from('landing_pages')
      .select('id, slug, title, description, content, meta_title, meta_description, og_title, is_published')
      .eq('slug', PUBLISHED_LANDING_SLUG)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: PUBLISHED_LANDING_ID,
      slug: PUBLISHED_LANDING_SLUG,
      title: 'Imersão Elo CX 2026',
      meta_title: 'Imersão Elo CX 2026 | Elo CX',
      is_published: true,
    });
    expect(data?.content).toMatch(/^# Imersão Elo CX 2026/m);
    expect(data?.content).toMatch(/^## /m);
    expect(data?.content).toMatch(/^### /m);

    const draft = await anon.from('landing_pages').select('id').eq('slug', DRAFT_LANDING_SLUG).maybeSingle();
    expect(draft.error).toBeNull();
    expect(draft.data).toBeNull();
  });

  it.each(['id', 'full_name', 'avatar_url', 'email', '*'])('cannot read members.%s', async (column) => {
    const { data, error } = await anon.from('members').select(column);
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });

  it.each(['user_roles', 'newsletter_subscribers'] as const)('cannot read %s', async (table) => {
    const { data, error } = await anon.from(table).select('*');
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });

  it('cannot list the team accounts', async () => {
    const { data, error } = await anon.rpc('list_team_accounts');
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });

  it('gets only name and avatar of members who have both, newest first, within the limit', async () => {
    const { data, error } = await anon.rpc('get_member_showcase', { _limit: 48 });
    expect(error).toBeNull();
    const { data: expected, error: expectedError } = await service
      .from('members')
      .select('full_name, avatar_url')
      .not('full_name', 'is', null)
      .not('avatar_url', 'is', null)
      .order('created_at', { ascending: false })
      .limit(48);
    expect(expectedError).toBeNull();
    expect(data).toEqual(expected);
    for (const row of data ?? []) expect(Object.keys(row).sort()).toEqual(['avatar_url', 'full_name']);

    const { data: hidden } = await service
      .from('members')
      .select('full_name, avatar_url')
      .in('id', [...MEMBERS_WITHOUT_AVATAR, ...MEMBERS_WITHOUT_NAME]);
    expect(hidden).toHaveLength(3);
    const names = (data ?? []).map((r) => r.full_name);
    for (const h of hidden ?? []) if (h.full_name) expect(names).not.toContain(h.full_name);

    const limited = await anon.rpc('get_member_showcase', { _limit: 3 });
    expect(limited.error).toBeNull();
    expect(limited.data).toEqual(expected?.slice(0, 3));
  });

  it.each(CONTENT_TABLES)('cannot insert, update or delete %s', async (table) => {
    await expectWritesRefused(anon, table);
  });

  it('cannot write members, roles or subscribers directly', async () => {
    const member = await anon.from('members').insert({ id: randomUUID(), full_name: 'Intruso' });
    expect(member.error?.code).toBe('42501');
    const role = await anon.from('user_roles').insert({ user_id: NON_ADMIN_ID, role: 'admin' });
    expect(role.error?.code).toBe('42501');
    const sub = await anon.from('newsletter_subscribers').insert({ email: 'intruso@example.com.br' });
    expect(sub.error?.code).toBe('42501');
    const { data: roles } = await service.from('user_roles').select('user_id').eq('user_id', NON_ADMIN_ID);
    expect(roles).toEqual([]);
  });

  it('is refused the statistics, has_role and the tracking RPCs', async () => {
    const stats = await anon.rpc('get_member_statistics');
    expect(stats.data).toBeNull();
    expect(stats.error?.code).toBe('42501');
    const role = await anon.rpc('has_role', { _user_id: DEMO_ADMIN_ID, _role: 'admin' });
    expect(role.error?.code).toBe('42501');
    const logout = await anon.rpc('track_user_logout');
    expect(logout.error?.code).toBe('42501');
  });
});

describe('signed-in member without admin role', () => {
  let member: TestClient;
  let fresh: LinkedinTestUser;
  let freshClient: TestClient;

  beforeAll(async () => {
    member = clientAs(apiUrl, await signUserJwt(MEMBER_ANA_ID, MEMBER_ANA_EMAIL));
    fresh = await insertLinkedinUser(dbUrl, 'novo.membro');
    freshClient = clientAs(apiUrl, await signUserJwt(fresh.id, fresh.email));
  });

  afterAll(async () => {
    if (fresh) await deleteAuthUser(dbUrl, fresh.id);
  });

  it.each(CONTENT_TABLES)('cannot insert, update or delete %s', async (table) => {
    await expectWritesRefused(member, table);
  });

  it('sees published and active content only', async () => {
    const posts = await member.from('posts').select('id, status');
    expect(posts.error).toBeNull();
    expect(posts.data?.every((p) => p.status === 'published')).toBe(true);
    const events = await member.from('events').select('id');
    expect(events.data).toHaveLength(ACTIVE_EVENT_COUNT);
  });

  it('reads only its own members row and cannot change it directly', async () => {
    const { data, error } = await member.from('members').select('id, login_count');
    expect(error).toBeNull();
    expect(data?.map((m) => m.id)).toEqual([MEMBER_ANA_ID]);
    const upd = await member.from('members').update({ login_count: 999 }).eq('id', MEMBER_ANA_ID).select();
    expect(upd.error !== null || upd.data?.length === 0).toBe(true);
    const after = await service.from('members').select('login_count').eq('id', MEMBER_ANA_ID).single();
    expect(after.data?.login_count).not.toBe(999);
  });

  it('track_user_login_with_profile creates, then updates only the caller row', async () => {
    const before = await seedMemberSnapshot();
    const profile = { sub: fresh.sub, email: fresh.email, locale: 'pt_BR' };

    const first = await freshClient.rpc('track_user_login_with_profile', {
      provider_name: 'linkedin_oidc',
      linkedin_id: fresh.sub,
      full_name: 'Nova Pessoa',
      email: fresh.email,
      avatar_url: 'https://media.example.com.br/nova.jpg',
      profile_data: profile,
    });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({
      id: fresh.id,
      full_name: 'Nova Pessoa',
      email: fresh.email,
      login_count: 1,
      is_logged_in: true,
      linkedin_id: fresh.sub,
      provider_name: 'linkedin_oidc',
    });

    const second = await freshClient.rpc('track_user_login_with_profile', {
      provider_name: 'linkedin_oidc',
      linkedin_id: fresh.sub,
      full_name: 'Nova Pessoa Silva',
      email: fresh.email,
      avatar_url: '',
      profile_data: profile,
    });
    expect(second.error).toBeNull();
    expect(second.data).toMatchObject({
      id: fresh.id,
      full_name: 'Nova Pessoa Silva',
      avatar_url: 'https://media.example.com.br/nova.jpg',
      login_count: 2,
      is_logged_in: true,
    });

    const { data: rows } = await service.from('members').select('id, login_count').eq('id', fresh.id);
    expect(rows).toEqual([{ id: fresh.id, login_count: 2 }]);
    expect(await seedMemberSnapshot()).toEqual(before);
  });

  it('track_user_logout sets is_logged_in false for the caller only', async () => {
    const before = await seedMemberSnapshot();
    const { error } = await freshClient.rpc('track_user_logout');
    expect(error).toBeNull();
    const { data } = await service
      .from('members')
      .select('is_logged_in, login_count')
      .eq('id', fresh.id)
      .single();
    expect(data).toEqual({ is_logged_in: false, login_count: 2 });
    expect(await seedMemberSnapshot()).toEqual(before);
  });

  it('has_role answers for the caller only', async () => {
    await withDb(dbUrl, (db) =>
      db.query(`insert into public.user_roles (user_id, role) values ($1, 'user')`, [fresh.id]),
    );
    const own = await freshClient.rpc('has_role', { _user_id: fresh.id, _role: 'user' });
    expect(own).toMatchObject({ data: true, error: null });
    const ownAdmin = await freshClient.rpc('has_role', { _user_id: fresh.id, _role: 'admin' });
    expect(ownAdmin).toMatchObject({ data: false, error: null });
    // The admin really is an admin, yet a member asking about someone else always hears "no".
    const probeAdmin = await member.rpc('has_role', { _user_id: DEMO_ADMIN_ID, _role: 'admin' });
    expect(probeAdmin).toMatchObject({ data: false, error: null });
    const probeOther = await member.rpc('has_role', { _user_id: fresh.id, _role: 'user' });
    expect(probeOther).toMatchObject({ data: false, error: null });
  });

  it('cannot grant itself a role', async () => {
    const { error } = await freshClient.from('user_roles').insert({ user_id: fresh.id, role: 'admin' });
    expect(error?.code).toBe('42501');
    const { data } = await service.from('user_roles').select('role').eq('user_id', fresh.id);
    expect(data).toEqual([{ role: 'user' }]);
  });

  it('is refused the statistics and the team accounts', async () => {
    const stats = await member.rpc('get_member_statistics');
    expect(stats.data).toBeNull();
    expect(stats.error?.code).toBe('42501');
    const team = await member.rpc('list_team_accounts');
    expect(team.data).toBeNull();
    expect(team.error?.code).toBe('42501');
  });

  it('an e-mail account without the admin role gets nothing more', async () => {
    const editor = clientAs(apiUrl, await signUserJwt(NON_ADMIN_ID, NON_ADMIN_EMAIL));
    const own = await editor.rpc('has_role', { _user_id: NON_ADMIN_ID, _role: 'admin' });
    expect(own).toMatchObject({ data: false, error: null });
    const drafts = await editor
      .from('posts')
      .select('id')
      .in('id', [...DRAFT_BLOG_IDS]);
    expect(drafts.data).toEqual([]);
    await expectWritesRefused(editor, 'events');
  });
});

describe('admin', () => {
  let admin: TestClient;

  beforeAll(async () => {
    admin = clientAs(apiUrl, await signUserJwt(DEMO_ADMIN_ID, DEMO_ADMIN_EMAIL));
  });

  const UPDATES: Record<ContentTable, Record<string, unknown>> = {
    events: { title: 'Evento alterado', is_active: false },
    ambassadors: { company: 'Empresa alterada', is_active: false },
    videos: { tags: ['alterado', 'teste'], is_active: false },
    courses: { level: 'advanced', is_active: false },
    posts: { status: 'published' },
    jobs: { is_remote: true, is_active: false },
  };

  it.each(CONTENT_TABLES)('creates, reads, updates and deletes %s', async (table) => {
    const tag = `admin-${randomUUID().slice(0, 8)}`;
    const created = await admin
      .from(table)
      .insert(newRow(table, tag) as never)
      .select()
      .single();
    expect(created.error).toBeNull();
    const row = created.data as unknown as Record<string, unknown>;
    const id = row.id as string;
    if ('author_id' in row) expect(row.author_id).toBe(DEMO_ADMIN_ID);

    const updated = await admin
      .from(table)
      .update(UPDATES[table] as never)
      .eq('id', id)
      .select()
      .single();
    expect(updated.error).toBeNull();
    expect(updated.data).toMatchObject(UPDATES[table]);

    const readBack = await admin.from(table).select('*').eq('id', id).single();
    expect(readBack.error).toBeNull();
    expect(readBack.data).toMatchObject(UPDATES[table]);

    const deleted = await admin.from(table).delete().eq('id', id).select();
    expect(deleted.error).toBeNull();
    expect(deleted.data).toHaveLength(1);
    expect(await serviceRow(table, id)).toBeNull();
  });

  it.each(['news', 'landing-pages'] as const)(
    'manages %s posts, with the publication date set by publishing',
    async (type) => {
      const slug = `pagina-${randomUUID().slice(0, 8)}`;
      const created = await admin
        .from('posts')
        .insert({
          type,
          title: 'Página de teste',
          slug,
          content: '# Título\n\nTexto.',
          seo_meta_title: 'SEO',
        })
        .select()
        .single();
      expect(created.error).toBeNull();
      expect(created.data).toMatchObject({ type, status: 'draft', published_at: null });

      const published = await admin
        .from('posts')
        .update({ status: 'published' })
        .eq('id', created.data!.id)
        .select()
        .single();
      expect(published.error).toBeNull();
      expect(published.data?.published_at).not.toBeNull();
      if (type === 'landing-pages') {
        const view = await anon
          .from('landing_pages')
          .select('slug, meta_title, is_published')
          .eq('slug', slug)
          .single();
        expect(view.data).toEqual({ slug, meta_title: 'SEO', is_published: true });
      }

      const deleted = await admin.from('posts').delete().eq('id', created.data!.id).select('id');
      expect(deleted.data).toHaveLength(1);
    },
  );

  it('reads drafts and inactive rows', async () => {
    const events = await admin.from('events').select('id').eq('id', EVENT_IDS.inactive);
    expect(events.data).toHaveLength(1);
    const drafts = await admin
      .from('posts')
      .select('id, status')
      .in('id', [...DRAFT_BLOG_IDS]);
    expect(drafts.data?.map((p) => p.status)).toEqual(['draft', 'draft']);
    const landing = await admin
      .from('landing_pages')
      .select('slug, is_published')
      .eq('slug', DRAFT_LANDING_SLUG)
      .single();
    expect(landing.data).toEqual({ slug: DRAFT_LANDING_SLUG, is_published: false });
    for (const [table, id] of [
      ['courses', COURSE_INACTIVE_ID],
      ['ambassadors', AMBASSADOR_INACTIVE_ID],
      ['jobs', JOB_INACTIVE_ID],
    ] as const) {
      const { data } = await admin.from(table).select('id, is_active').eq('id', id).single();
      expect(data).toEqual({ id, is_active: false });
    }
  });

  it('reads every member', async () => {
    const { data, error } = await admin
      .from('members')
      .select('id')
      .in('id', [...MEMBER_IDS]);
    expect(error).toBeNull();
    expect(data).toHaveLength(MEMBER_IDS.length);
  });

  it('gets the member statistics of the seed (plus any member added since)', async () => {
    // Other suites may have signed members in; their rows are added to the seed's hand-made numbers.
    const { data: extra, error: extraError } = await service
      .from('members')
      .select('login_count, last_login_at, is_logged_in, provider_name')
      .not('id', 'in', `(${MEMBER_IDS.join(',')})`);
    expect(extraError).toBeNull();
    const extras = extra ?? [];
    const monthAgo = Date.now() - 30 * 24 * 3600 * 1000;
    const total = SEED_MEMBER_STATS.total_members + extras.length;
    const loginSum = SEED_MEMBER_STATS.login_count_sum + extras.reduce((s, m) => s + m.login_count, 0);
    const loggedIn = SEED_MEMBER_STATS.currently_logged_in + extras.filter((m) => m.is_logged_in).length;
    const linkedinCount = 20 + extras.filter((m) => m.provider_name === 'linkedin_oidc').length;

    const { data, error } = await admin.rpc('get_member_statistics');
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    const stats = data![0];
    expect(stats.total_members).toBe(total);
    expect(stats.active_this_month).toBe(
      SEED_MEMBER_STATS.active_this_month +
        extras.filter((m) => m.last_login_at && Date.parse(m.last_login_at) >= monthAgo).length,
    );
    expect(stats.average_logins).toBeCloseTo(loginSum / total, 2);
    expect(stats.currently_logged_in).toBe(loggedIn);
    expect(stats.currently_logged_out).toBe(total - loggedIn);
    expect(stats.top_providers).toContainEqual({ provider: 'linkedin_oidc', count: linkedinCount });
    if (extras.length === 0) {
      expect(stats).toMatchObject({
        total_members: SEED_MEMBER_STATS.total_members,
        active_this_month: SEED_MEMBER_STATS.active_this_month,
        average_logins: SEED_MEMBER_STATS.average_logins,
        currently_logged_in: SEED_MEMBER_STATS.currently_logged_in,
        currently_logged_out: SEED_MEMBER_STATS.currently_logged_out,
        top_providers: SEED_MEMBER_STATS.top_providers,
      });
    }
  });

  it('sees the team accounts (e-mail sign-ups only)', async () => {
    const { data, error } = await admin
      .rpc('list_team_accounts')
      .select('id, email, is_admin')
      .in('id', [DEMO_ADMIN_ID, NON_ADMIN_ID])
      .order('email');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: DEMO_ADMIN_ID, email: DEMO_ADMIN_EMAIL, is_admin: true },
      { id: NON_ADMIN_ID, email: NON_ADMIN_EMAIL, is_admin: false },
    ]);
    const linkedin = await admin
      .rpc('list_team_accounts')
      .select('id')
      .in('id', [...MEMBER_IDS]);
    expect(linkedin.error).toBeNull();
    expect(linkedin.data).toEqual([]);
  });

  it('cannot remove the last admin role', async () => {
    // Admin roles other suites may have left behind are set aside, so the demo admin is the last one.
    const others = await withDb(dbUrl, async (db) => {
      const { rows } = await db.query<{ user_id: string }>(
        `delete from public.user_roles where role = 'admin' and user_id <> $1 returning user_id`,
        [DEMO_ADMIN_ID],
      );
      return rows.map((r) => r.user_id);
    });
    try {
      const removed = await admin
        .from('user_roles')
        .delete()
        .eq('user_id', DEMO_ADMIN_ID)
        .eq('role', 'admin')
        .select();
      expect(removed.data).toBeNull();
      expect(removed.error?.message).toBe('Não é possível remover o último administrador.');
      const demoted = await admin
        .from('user_roles')
        .update({ role: 'user' })
        .eq('user_id', DEMO_ADMIN_ID)
        .select();
      expect(demoted.data).toBeNull();
      expect(demoted.error?.message).toBe('Não é possível remover o último administrador.');
    } finally {
      // Never leave the stack without its admins, even when the rule is broken.
      await withDb(dbUrl, (db) =>
        db.query(
          `insert into public.user_roles (user_id, role) select unnest($1::uuid[]), 'admin'
           on conflict (user_id, role) do nothing`,
          [[DEMO_ADMIN_ID, ...others]],
        ),
      );
    }
    const { data: after } = await service
      .from('user_roles')
      .select('user_id, role')
      .eq('user_id', DEMO_ADMIN_ID);
    expect(after).toEqual([{ user_id: DEMO_ADMIN_ID, role: 'admin' }]);
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createTestAccount,
  deleteAuthUser,
  insertLinkedinUser,
  withDb,
  type TestAccount,
} from '../helpers/db.ts';
import { anonClient, clientAs, serviceClient, signUserJwt, type TestClient } from '../helpers/supabase.ts';

/**
 * The activity log: the database records who created, changed, published, unpublished or deleted content
 * and who changed roles, with field names only; admins read it and nobody can rewrite it.
 */

const apiUrl = inject('apiUrl');
const dbUrl = inject('dbUrl');
const anon = anonClient(apiUrl);

let admin: TestAccount;
let adminClient: TestClient;
let member: TestAccount;
let memberClient: TestClient;

beforeAll(async () => {
  await withDb(dbUrl, async (db) => {
    admin = await createTestAccount(db, { admin: true, label: 'activity' });
    member = await createTestAccount(db, { admin: false, label: 'activity' });
  });
  adminClient = clientAs(apiUrl, admin.jwt);
  memberClient = clientAs(apiUrl, member.jwt);
});

afterAll(async () => {
  await withDb(dbUrl, (db) => db.query(`delete from public.posts where slug like 'atividade-%'`));
  if (admin) await deleteAuthUser(dbUrl, admin.id);
  if (member) await deleteAuthUser(dbUrl, member.id);
});

async function logOf(recordId: string) {
  const { data, error } = await adminClient
    .from('activity_log')
    .select('*')
    .eq('record_id', recordId)
    .order('id', { ascending: true });
  expect(error).toBeNull();
  return data ?? [];
}

describe('activity log triggers', () => {
  it('records create, update, publish, unpublish and delete of a post by the acting admin', async () => {
    const created = await adminClient
      .from('posts')
      .insert({
        type: 'blog',
        title: 'Atividade rascunho',
        slug: `atividade-${Date.now()}`,
        content: 'Segredo',
      })
      .select('id')
      .single();
    expect(created.error).toBeNull();
    const id = created.data!.id;

    expect(
      (await adminClient.from('posts').update({ title: 'Atividade novo título' }).eq('id', id)).error,
    ).toBeNull();
    expect((await adminClient.from('posts').update({ status: 'published' }).eq('id', id)).error).toBeNull();
    expect((await adminClient.from('posts').update({ status: 'draft' }).eq('id', id)).error).toBeNull();
    // Saving without a change leaves no entry.
    expect((await adminClient.from('posts').update({ status: 'draft' }).eq('id', id)).error).toBeNull();
    expect((await adminClient.from('posts').delete().eq('id', id)).error).toBeNull();

    const rows = await logOf(id);
    expect(rows.map((r) => [r.action, r.changed_fields])).toEqual([
      ['create', []],
      ['update', ['title']],
      ['publish', ['published_at', 'status']],
      ['unpublish', ['published_at', 'status']],
      ['delete', []],
    ]);
    for (const row of rows) {
      expect(row.actor_id).toBe(admin.id);
      expect(row.table_name).toBe('posts');
      expect(row.record_type).toBe('blog');
    }
    // Only ids and field names: no value of the post appears in its log.
    expect(JSON.stringify(rows)).not.toMatch(/Atividade|Segredo/);
  });

  it('records a post created already published as a create and a publish', async () => {
    const { data, error } = await adminClient
      .from('posts')
      .insert({
        type: 'news',
        title: 'Atividade notícia',
        slug: `atividade-n-${Date.now()}`,
        status: 'published',
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    expect((await logOf(data!.id)).map((r) => [r.action, r.record_type])).toEqual([
      ['create', 'news'],
      ['publish', 'news'],
    ]);
  });

  it('records changes to events, ambassadors, videos, courses and jobs', async () => {
    const creates = {
      events: () =>
        adminClient
          .from('events')
          .insert({
            title: 'Atividade evento',
            start_date: '2031-01-01T10:00:00Z',
            end_date: '2031-01-01T12:00:00Z',
          })
          .select('id')
          .single(),
      ambassadors: () =>
        adminClient
          .from('ambassadors')
          .insert({ name: 'Atividade Embaixadora', company: 'Elo', specialties: 'CX' })
          .select('id')
          .single(),
      videos: () =>
        adminClient
          .from('videos')
          .insert({ title: 'Atividade vídeo', video_url: 'https://media.example.com.br/v.mp4' })
          .select('id')
          .single(),
      courses: () =>
        adminClient
          .from('courses')
          .insert({
            title: 'Atividade curso',
            category: 'CX',
            url: `https://cursos.example.com.br/${Date.now()}`,
          })
          .select('id')
          .single(),
      jobs: () =>
        adminClient.from('jobs').insert({ title: 'Atividade vaga', company: 'Elo' }).select('id').single(),
    };
    for (const [table, create] of Object.entries(creates) as Array<
      [keyof typeof creates, () => ReturnType<typeof creates.jobs>]
    >) {
      const created = await create();
      expect(created.error, table).toBeNull();
      const id = created.data!.id;
      expect((await adminClient.from(table).update({ is_active: false }).eq('id', id)).error).toBeNull();
      expect((await adminClient.from(table).delete().eq('id', id)).error).toBeNull();
      const rows = await logOf(id);
      expect(
        rows.map((r) => [r.table_name, r.action, r.changed_fields, r.actor_id]),
        table,
      ).toEqual([
        [table, 'create', [], admin.id],
        [table, 'update', ['is_active'], admin.id],
        [table, 'delete', [], admin.id],
      ]);
    }
  });

  it('records role changes against the account, never logs members, and forgets an erased account', async () => {
    const user = await insertLinkedinUser(dbUrl, 'activity-role');
    try {
      const client = clientAs(apiUrl, await signUserJwt(user.id, user.email));
      const tracked = await client.rpc('track_user_login_with_profile', {
        provider_name: 'linkedin_oidc',
        linkedin_id: user.sub,
        full_name: 'Pessoa Atividade',
        email: user.email,
        avatar_url: 'https://media.example.com.br/a.jpg',
        profile_data: {},
      });
      expect(tracked.error).toBeNull();
      expect(await logOf(user.id)).toEqual([]);

      const granted = await adminClient.from('user_roles').insert({ user_id: user.id, role: 'moderator' });
      expect(granted.error).toBeNull();
      expect((await adminClient.from('user_roles').delete().eq('user_id', user.id)).error).toBeNull();
      const rows = await logOf(user.id);
      expect(rows.map((r) => [r.table_name, r.action, r.changed_fields, r.actor_id])).toEqual([
        ['user_roles', 'role_change', ['role'], admin.id],
        ['user_roles', 'role_change', ['role'], admin.id],
      ]);
      // The member has their account erased (LGPD): the log keeps the entries, without their id.
      expect((await adminClient.rpc('erase_member_data', { _member_id: user.id })).error).toBeNull();
    } finally {
      await deleteAuthUser(dbUrl, user.id);
    }
    const left = await withDb(dbUrl, (db) =>
      db.query(`select count(*)::int as n from public.activity_log where record_id = $1 or actor_id = $1`, [
        user.id,
      ]),
    );
    expect(left.rows[0].n).toBe(0);
  });

  it('marks changes made without an account (service role) as the system', async () => {
    const { data, error } = await serviceClient(apiUrl)
      .from('jobs')
      .insert({ title: 'Atividade vaga do sistema', company: 'Elo' })
      .select('id')
      .single();
    expect(error).toBeNull();
    const rows = await logOf(data!.id);
    expect(rows.map((r) => [r.action, r.actor_id, r.by_system])).toEqual([['create', null, true]]);
    await serviceClient(apiUrl).from('jobs').delete().eq('id', data!.id);
  });

  it('forgets a deleted actor: their entries stay without their id', async () => {
    const other = await withDb(dbUrl, (db) => createTestAccount(db, { admin: true, label: 'activity-gone' }));
    const client = clientAs(apiUrl, other.jwt);
    const { data, error } = await client
      .from('jobs')
      .insert({ title: 'Atividade vaga antiga', company: 'Elo' })
      .select('id')
      .single();
    expect(error).toBeNull();
    await deleteAuthUser(dbUrl, other.id);
    const rows = await logOf(data!.id);
    expect(rows.map((r) => [r.action, r.actor_id, r.by_system])).toEqual([['create', null, false]]);
    await adminClient.from('jobs').delete().eq('id', data!.id);
  });
});

describe('activity log access', () => {
  it('admins read it; members and visitors see nothing', async () => {
    expect((await adminClient.from('activity_log').select('id').limit(1)).data?.length).toBe(1);
    expect((await memberClient.from('activity_log').select('id')).data).toEqual([]);
    expect((await anon.from('activity_log').select('id')).error?.code).toBe('42501');
  });

  it('refuses inserts, edits and deletes of log rows, even from an admin', async () => {
    const { data: before } = await adminClient.from('activity_log').select('*').order('id').limit(1).single();
    expect(before).not.toBeNull();

    const inserted = await adminClient
      .from('activity_log')
      .insert({ table_name: 'posts', action: 'delete', record_id: admin.id });
    expect(inserted.error?.code).toBe('42501');
    const updated = await adminClient
      .from('activity_log')
      .update({ action: 'create' })
      .eq('id', before!.id)
      .select();
    expect(updated.error?.code).toBe('42501');
    expect(updated.data ?? []).toEqual([]);
    const deleted = await adminClient.from('activity_log').delete().eq('id', before!.id).select();
    expect(deleted.error?.code).toBe('42501');
    expect(deleted.data ?? []).toEqual([]);

    const { data: after } = await adminClient.from('activity_log').select('*').eq('id', before!.id).single();
    expect(after).toEqual(before);
  });

  it("names the log's actors for admins only", async () => {
    const { data, error } = await adminClient.rpc('list_activity_actors').eq('id', admin.id);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: admin.id, name: admin.email }]);
    expect((await memberClient.rpc('list_activity_actors')).error?.code).toBe('42501');
    expect((await anon.rpc('list_activity_actors')).error?.code).toBe('42501');
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_ID, MEMBER_ANA_EMAIL, MEMBER_ANA_ID } from '../helpers/seed-ids.ts';
import { anonClient, clientAs, signUserJwt, type TestClient } from '../helpers/supabase.ts';

const apiUrl = inject('apiUrl');
const anon = anonClient(apiUrl);

/** Polls until `check` holds, for rules that change with the clock. */
async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return check();
}

describe('scheduled posts', () => {
  let admin: TestClient;
  let member: TestClient;
  const created: string[] = [];

  beforeAll(async () => {
    admin = clientAs(apiUrl, await signUserJwt(DEMO_ADMIN_ID, DEMO_ADMIN_EMAIL));
    member = clientAs(apiUrl, await signUserJwt(MEMBER_ANA_ID, MEMBER_ANA_EMAIL));
  });

  afterAll(async () => {
    if (created.length) await admin.from('posts').delete().in('id', created);
  });

  async function schedule(type: 'blog' | 'landing-pages', publishAt: Date) {
    const slug = `agendado-${randomUUID().slice(0, 8)}`;
    const inserted = await admin
      .from('posts')
      .insert({
        type,
        title: 'Post agendado',
        slug,
        content: 'Texto.',
        status: 'published',
        published_at: publishAt.toISOString(),
      })
      .select('id, status, published_at')
      .single();
    expect(inserted.error).toBeNull();
    created.push(inserted.data!.id);
    // The database keeps the chosen time: publishing only fills in a missing date.
    expect(new Date(inserted.data!.published_at!).getTime()).toBe(publishAt.getTime());
    return { id: inserted.data!.id, slug };
  }

  const visibleTo = async (client: TestClient, id: string) =>
    ((await client.from('posts').select('id').eq('id', id)).data ?? []).length === 1;

  it('is hidden from visitors and members until its time, then readable with no job run', async () => {
    const { id } = await schedule('blog', new Date(Date.now() + 3000));
    expect(await visibleTo(anon, id)).toBe(false);
    expect(await visibleTo(member, id)).toBe(false);
    expect(await visibleTo(admin, id)).toBe(true);

    expect(await eventually(() => visibleTo(anon, id), 15_000)).toBe(true);
    expect(await visibleTo(member, id)).toBe(true);
  });

  it('keeps a landing page scheduled far ahead out of the public view', async () => {
    const { slug } = await schedule('landing-pages', new Date(Date.now() + 24 * 3600 * 1000));
    const view = await anon.from('landing_pages').select('slug').eq('slug', slug);
    expect(view.error).toBeNull();
    expect(view.data).toEqual([]);
    const asAdmin = await admin.from('landing_pages').select('slug, is_published').eq('slug', slug);
    expect(asAdmin.data).toEqual([{ slug, is_published: true }]);
  });

  it('never shows a draft to visitors, whatever its date', async () => {
    const slug = `rascunho-${randomUUID().slice(0, 8)}`;
    const draft = await admin
      .from('posts')
      .insert({ type: 'blog', title: 'Rascunho', slug, content: 'Texto.' })
      .select('id')
      .single();
    expect(draft.error).toBeNull();
    created.push(draft.data!.id);
    expect(await visibleTo(anon, draft.data!.id)).toBe(false);
    expect(await visibleTo(admin, draft.data!.id)).toBe(true);
  });
});

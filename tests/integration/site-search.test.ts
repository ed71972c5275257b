import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_ID, MEMBER_ANA_EMAIL, MEMBER_ANA_ID } from '../helpers/seed-ids.ts';
import { anonClient, clientAs, signUserJwt, type TestClient } from '../helpers/supabase.ts';

const apiUrl = inject('apiUrl');
const anon = anonClient(apiUrl);

interface Row {
  kind: string;
  id: string | null;
  slug: string | null;
  title: string;
  snippet: string | null;
  kind_total: number;
}

async function search(client: TestClient, q: string): Promise<Row[]> {
  const { data, error } = await client.rpc('search_site', { _q: q, _per_kind: 50 });
  expect(error).toBeNull();
  return (data ?? []) as Row[];
}

describe('site search', () => {
  let admin: TestClient;
  let member: TestClient;
  const posts: string[] = [];
  const events: string[] = [];
  // Words no other row holds (letters only, none a prefix of another), so each case sees only its own rows.
  const word = () =>
    `quixa${[...randomUUID().replace(/-/g, '').slice(0, 10)].map((c) => 'abcdefghijklmnop'[parseInt(c, 16)]).join('')}`;

  async function post(fields: { title: string; status?: 'draft' | 'published'; published_at?: string }) {
    const inserted = await admin
      .from('posts')
      .insert({
        type: 'blog',
        slug: `busca-${randomUUID().slice(0, 8)}`,
        excerpt: 'Resumo do texto.',
        content: 'Corpo do texto sobre clientes.',
        status: 'published',
        ...fields,
      })
      .select('id')
      .single();
    expect(inserted.error).toBeNull();
    posts.push(inserted.data!.id);
    return inserted.data!.id;
  }

  beforeAll(async () => {
    admin = clientAs(apiUrl, await signUserJwt(DEMO_ADMIN_ID, DEMO_ADMIN_EMAIL));
    member = clientAs(apiUrl, await signUserJwt(MEMBER_ANA_ID, MEMBER_ANA_EMAIL));
  });

  afterAll(async () => {
    if (posts.length) await admin.from('posts').delete().in('id', posts);
    if (events.length) await admin.from('events').delete().in('id', events);
  });

  it("finds 'experiência' when typed without the accent, and marks the match in the snippet", async () => {
    const tag = word();
    const id = await post({ title: `Experiência ${tag}` });
    const rows = await search(anon, `experiencia ${tag}`);
    expect(rows.map((row) => [row.kind, row.id])).toEqual([['blog', id]]);
    expect(rows[0]!.kind_total).toBe(1);
    expect(rows[0]!.title).toBe(`Experiência ${tag}`);
  });

  it("finds 'jornada' from 'jornadas' (Portuguese stemming), title weighing more than body", async () => {
    const tag = word();
    const inTitle = await post({ title: `Jornada ${tag}` });
    const inBody = await post({ title: `Outro texto ${tag}` });
    await admin.from('posts').update({ content: 'Uma jornada longa.' }).eq('id', inBody);
    const rows = await search(anon, `jornadas ${tag}`);
    expect(rows.map((row) => row.id)).toEqual([inTitle, inBody]);
    const body = rows.find((row) => row.id === inBody)!;
    expect(body.snippet).toContain('\uE000jornada\uE001');
  });

  it('lists upcoming events before past ones', async () => {
    const tag = word();
    const day = 24 * 3600 * 1000;
    const insert = async (offsetDays: number) => {
      const start = new Date(Date.now() + offsetDays * day).toISOString();
      const { data, error } = await admin
        .from('events')
        .insert({ title: `Encontro ${tag}`, start_date: start, end_date: start })
        .select('id')
        .single();
      expect(error).toBeNull();
      events.push(data!.id);
      return data!.id;
    };
    const past = await insert(-10);
    const later = await insert(20);
    const soon = await insert(5);
    const rows = await search(anon, `encontro ${tag}`);
    expect(rows.map((row) => row.id)).toEqual([soon, later, past]);
  });

  it('suggests a correction when a misspelling matches nothing', async () => {
    await post({ title: `Governança omnicanal ${word()}` });
    const rows = await search(anon, 'governanca omnicanl');
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'suggestion', id: null, title: 'governança omnicanal' }),
    ]);
  });

  it('never returns a draft or a scheduled post, to visitors, members or admins', async () => {
    const tag = word();
    const draft = await post({ title: `Rascunho ${tag}`, status: 'draft' });
    const scheduled = await post({
      title: `Agendado ${tag}`,
      published_at: new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
    });
    // The admin reads both rows directly: they exist, only the search leaves them out.
    const direct = await admin.from('posts').select('id').in('id', [draft, scheduled]);
    expect(direct.data).toHaveLength(2);
    for (const client of [anon, member, admin]) {
      expect(await search(client, tag)).toEqual([]);
      expect(await search(client, `rascunho ${tag}`)).toEqual([]);
      // Nor does a typo suggestion give their titles away.
      const typo = await search(client, `agendadp ${tag}`);
      expect(typo.filter((row) => row.kind !== 'suggestion')).toEqual([]);
      expect(typo.map((row) => row.title).join(' ')).not.toMatch(/agendado|rascunho|quixa/i);
    }
  });

  it('answers nothing for an empty query and stays safe with search syntax and symbols', async () => {
    expect(await search(anon, '   ')).toEqual([]);
    for (const q of ['"', '-', 'or', "'; drop table posts; --", '<script>', ':*&|!()']) {
      const { error } = await anon.rpc('search_site', { _q: q });
      expect(error, q).toBeNull();
    }
  });
});

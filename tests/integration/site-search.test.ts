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
  const others: Array<{ table: 'courses' | 'jobs' | 'videos'; id: string }> = [];
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
    for (const { table, id } of others) await admin.from(table).delete().eq('id', id);
  });

  /** Many published posts at once (one request), oldest first, a minute apart. */
  async function manyPosts(
    count: number,
    fields: (i: number) => { title: string; content?: string; published_at?: string },
  ) {
    const start = Date.now() - (count + 10) * 60_000;
    const inserted = await admin
      .from('posts')
      .insert(
        Array.from({ length: count }, (_, i) => ({
          type: 'blog',
          slug: `busca-${randomUUID().slice(0, 8)}`,
          excerpt: 'Resumo do texto.',
          content: 'Corpo do texto sobre clientes.',
          status: 'published',
          published_at: new Date(start + i * 60_000).toISOString(),
          ...fields(i),
        })),
      )
      .select('id');
    expect(inserted.error).toBeNull();
    posts.push(...inserted.data!.map((row) => row.id));
    return inserted.data!.map((row) => row.id);
  }

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

  it('keeps a title match first and says "more than" when a kind has more matches than it ranks and counts', async () => {
    const tag = word();
    // The oldest post holds the word in its title; 110 newer ones only in their body, more than the
    // ranked pool (5 per result asked) and than the count's cap (100).
    const [inTitle] = await manyPosts(1, () => ({
      title: `Jornada ${tag}`,
      published_at: new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString(),
    }));
    await manyPosts(110, (i) => ({ title: `Texto ${i}`, content: `Uma palavra rara: ${tag}.` }));
    // Newer still, and matching in the title too, but never visible: a draft and a scheduled post.
    await post({ title: `Rascunho ${tag}`, status: 'draft' });
    await post({
      title: `Agendado ${tag}`,
      published_at: new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
    });
    for (const client of [anon, admin]) {
      const { data, error } = await client.rpc('search_site', { _q: tag, _per_kind: 3 });
      expect(error).toBeNull();
      const rows = (data ?? []) as Row[];
      expect(rows).toHaveLength(3);
      expect(rows[0]!.id).toBe(inTitle);
      expect(rows.every((row) => row.kind === 'blog' && row.kind_total === 101)).toBe(true);
      expect(rows.map((row) => row.title).join(' ')).not.toMatch(/Rascunho|Agendado/);
    }
  });

  it('never returns inactive events, courses, jobs or videos, nor suggests their titles', async () => {
    const tag = word();
    // A word only the inactive rows hold.
    const hidden = word();
    const day = 24 * 3600 * 1000;
    const start = new Date(Date.now() + 3 * day).toISOString();
    const event = async (title: string, is_active: boolean) => {
      const { data, error } = await admin
        .from('events')
        .insert({ title, start_date: start, end_date: start, is_active })
        .select('id')
        .single();
      expect(error).toBeNull();
      events.push(data!.id);
      return data!.id;
    };
    const keep = (
      table: 'courses' | 'jobs' | 'videos',
      inserted: { data: { id: string } | null; error: unknown },
    ) => {
      expect(inserted.error, table).toBeNull();
      others.push({ table, id: inserted.data!.id });
      return inserted.data!.id;
    };
    const activeEvent = await event(`Encontro ${tag}`, true);
    await event(`Encontro ${tag} ${hidden}`, false);
    const activeCourse = keep(
      'courses',
      await admin
        .from('courses')
        .insert({
          title: `Curso ${tag}`,
          url: `https://cursos.example.com.br/${tag}`,
          category: 'Atendimento',
        })
        .select('id')
        .single(),
    );
    keep(
      'courses',
      await admin
        .from('courses')
        .insert({
          title: `Curso ${tag} ${hidden}`,
          url: `https://cursos.example.com.br/${hidden}`,
          category: 'Atendimento',
          is_active: false,
        })
        .select('id')
        .single(),
    );
    keep(
      'jobs',
      await admin
        .from('jobs')
        .insert({ title: `Vaga ${tag} ${hidden}`, company: 'Empresa', is_active: false })
        .select('id')
        .single(),
    );
    keep(
      'videos',
      await admin
        .from('videos')
        .insert({
          title: `Vídeo ${tag} ${hidden}`,
          video_url: `https://videos.example.com.br/${hidden}.mp4`,
          is_active: false,
        })
        .select('id')
        .single(),
    );
    const typo = `${hidden.slice(0, 7)}z${hidden.slice(8)}`;
    for (const client of [anon, member, admin]) {
      const rows = await search(client, tag);
      expect(rows.map((row) => [row.kind, row.id, row.kind_total])).toEqual([
        ['course', activeCourse, 1],
        ['event', activeEvent, 1],
      ]);
      expect(await search(client, hidden)).toEqual([]);
      const typoRows = await search(client, typo);
      expect(typoRows.filter((row) => row.kind !== 'suggestion')).toEqual([]);
      expect(typoRows.map((row) => row.title).join(' ')).not.toContain(hidden);
    }
  });

  it('suggests a visible title word among many near-identical titles, never a draft closer to the typo', async () => {
    const visible = word();
    // The typo changes one letter in the middle of the visible word; the draft's word is the typo
    // plus one letter, closer to it than the visible word is.
    const typo = `${visible.slice(0, 7)}z${visible.slice(8)}`;
    await manyPosts(120, (i) => ({ title: `${visible} ${i}` }));
    await post({ title: `${typo}q`, status: 'draft' });
    await post({
      title: `${typo}q agendado`,
      published_at: new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
    });
    for (const client of [anon, member, admin]) {
      expect(await search(client, typo)).toEqual([
        expect.objectContaining({ kind: 'suggestion', id: null, title: visible }),
      ]);
    }
  });
});

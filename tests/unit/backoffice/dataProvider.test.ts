import type { DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { buildDataProvider } from '#backoffice/providers/dataProvider.ts';
import type { ResourceModule } from '#backoffice/resource-module.ts';

/** A PostgREST provider stand-in that records what it was asked. */
function recordingProvider() {
  const calls: Array<{ method: string; resource: string; params: Record<string, unknown> }> = [];
  const record =
    (method: string, result: unknown) => async (resource: string, params: Record<string, unknown>) => {
      calls.push({ method, resource, params });
      return result;
    };
  const base = {
    getList: record('getList', { data: [], total: 0 }),
    getOne: record('getOne', { data: { id: 1 } }),
    getMany: record('getMany', { data: [] }),
    getManyReference: record('getManyReference', { data: [], total: 0 }),
    create: record('create', { data: { id: 1 } }),
    update: record('update', { data: { id: 1 } }),
    updateMany: record('updateMany', { data: [] }),
    delete: record('delete', { data: { id: 1 } }),
    deleteMany: record('deleteMany', { data: [] }),
  } as unknown as DataProvider;
  return { base, calls };
}

const modules: ResourceModule[] = [
  {
    name: 'blog',
    table: 'posts',
    fixedFilter: { type: 'blog' },
    fixedData: { type: 'blog' },
    searchColumns: ['title', 'excerpt'],
    lifecycle: { beforeSave: async (data: Record<string, unknown>) => ({ ...data, slug: 'from-lifecycle' }) },
    props: {},
  },
  { name: 'events', props: {} },
];

describe('back-office data provider', () => {
  it('reads the module table with its fixed filter and maps q to an ilike @or', async () => {
    const { base, calls } = recordingProvider();
    const dp = buildDataProvider(modules, undefined, base);
    await dp.getList('blog', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'updated_at', order: 'DESC' },
      filter: { q: 'Jornada do cliente', type: 'news', status: 'draft' },
    });
    expect(calls[0]).toMatchObject({
      method: 'getList',
      resource: 'posts',
      params: {
        filter: {
          status: 'draft',
          type: 'blog',
          '@or': { 'title@ilike': 'Jornada*do*cliente', 'excerpt@ilike': 'Jornada*do*cliente' },
        },
      },
    });
  });

  it('writes fixed data and runs the lifecycle on create, with the resource name kept', async () => {
    const { base, calls } = recordingProvider();
    const dp = buildDataProvider(modules, undefined, base);
    await dp.create('blog', { data: { title: 'Olá', type: 'news' } });
    expect(calls[0]).toMatchObject({
      method: 'create',
      resource: 'posts',
      params: { data: { title: 'Olá', type: 'blog', slug: 'from-lifecycle' } },
    });
  });

  it('always passes previousData to update, and maps other methods to the table', async () => {
    const { base, calls } = recordingProvider();
    const dp = buildDataProvider(modules, undefined, base);
    await dp.update('events', { id: 1, data: { title: 'x' } } as never);
    await dp.delete('blog', { id: 2 });
    await dp.getOne('blog', { id: 3 });
    expect(calls.map((c) => [c.method, c.resource])).toEqual([
      ['update', 'events'],
      ['delete', 'posts'],
      ['getOne', 'posts'],
    ]);
    expect(calls[0].params.previousData).toEqual({});
  });

  it('never sends the computed search document back on create or update', async () => {
    const { base, calls } = recordingProvider();
    const dp = buildDataProvider(modules, undefined, base);
    const record = { id: 1, title: 'Novo título', search_document: "'titul':2A" };
    await dp.update('events', { id: 1, data: record, previousData: {} } as never);
    await dp.create('events', { data: record });
    expect(calls.map((c) => c.params.data)).toEqual([
      { id: 1, title: 'Novo título' },
      { id: 1, title: 'Novo título' },
    ]);
  });

  it('drops q for a resource without search columns', async () => {
    const { base, calls } = recordingProvider();
    const dp = buildDataProvider(modules, undefined, base);
    await dp.getList('events', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'start_date', order: 'ASC' },
      filter: { q: 'nps', is_active: true },
    });
    expect(calls[0].params.filter).toEqual({ is_active: true });
  });

  it("runs a module's aroundSave around the table write of create and update", async () => {
    const { base, calls } = recordingProvider();
    const seen: string[] = [];
    const wrapped: ResourceModule = {
      name: 'news',
      table: 'posts',
      fixedData: { type: 'news' },
      aroundSave: async (data, write) => {
        seen.push(`before:${String(data.type)}`);
        const result = await write({ ...data, cover_image_url: 'stored.png' });
        seen.push('after');
        return result;
      },
      props: {},
    };
    const dp = buildDataProvider([wrapped], undefined, base);
    await dp.create('news', { data: { title: 'T' } });
    await dp.update('news', { id: 1, data: { title: 'U' }, previousData: { id: 1 } });
    expect(seen).toEqual(['before:news', 'after', 'before:undefined', 'after']);
    expect(calls.map((c) => [c.method, c.resource, c.params.data])).toEqual([
      ['create', 'posts', { title: 'T', type: 'news', cover_image_url: 'stored.png' }],
      ['update', 'posts', { title: 'U', cover_image_url: 'stored.png' }],
    ]);
  });

  it('hands the really deleted rows to afterDeleteRows, one or many', async () => {
    const { base, calls } = recordingProvider();
    const rows = [
      { id: 1, video_url: 'a' },
      { id: 2, video_url: 'b' },
    ];
    Object.assign(base, {
      delete: async () => ({ data: rows[0] }),
      getMany: async () => ({ data: rows }),
      // Row 2 was already gone: only row 1 comes back from the delete.
      deleteMany: async () => ({ data: [1] }),
    });
    const cleaned: unknown[][] = [];
    const module: ResourceModule = {
      name: 'videos',
      afterDeleteRows: async (deleted) => {
        cleaned.push(deleted);
      },
      props: {},
    };
    const dp = buildDataProvider([module], undefined, base);
    await dp.delete('videos', { id: 1, previousData: rows[0] });
    await dp.deleteMany('videos', { ids: [1, 2] });
    expect(cleaned).toEqual([[rows[0]], [rows[0]]]);
    expect(calls).toEqual([]);
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  ListContextProvider,
  RecordContextProvider,
  useList,
  type RaRecord,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPathViews } from '#backoffice/audience/audienceApi.ts';
import {
  blogPostPage,
  eventPage,
  ListViewsField,
  listPaths,
  RecordViewsSummary,
} from '#backoffice/audience/PathViews.tsx';

// The views' data source, faked: no stack in unit tests.
vi.mock('#backoffice/audience/audienceApi.ts', () => ({
  fetchAudienceReport: vi.fn(),
  fetchPageTitles: vi.fn(),
  fetchPathViews: vi.fn(),
}));

const POSTS = [
  { id: 1, slug: 'nps', title: 'NPS' },
  { id: 2, slug: 'jornada', title: 'Jornada' },
  { id: 3, slug: 'rascunho', title: 'Rascunho' },
];

function PostRows({ records }: { records: RaRecord[] }) {
  const list = useList({ data: records });
  return (
    <ListContextProvider value={list}>
      {records.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <p data-testid={`views-${record.slug}`}>
            <ListViewsField pageOf={blogPostPage} />
          </p>
        </RecordContextProvider>
      ))}
    </ListContextProvider>
  );
}

describe('list and edit page views', () => {
  afterEach(() => {
    cleanup();
    vi.mocked(fetchPathViews).mockReset();
  });

  it('collects a list page’s public paths once each, in a stable order', () => {
    expect(listPaths([...POSTS, POSTS[0]!], blogPostPage)).toEqual([
      '/blog/jornada',
      '/blog/nps',
      '/blog/rascunho',
    ]);
    expect(listPaths([{ id: 'e1' }], eventPage)).toEqual(['/events/e1']);
    expect(listPaths([{ id: 9, slug: '' }], blogPostPage)).toEqual([]);
  });

  it('asks once for the whole page and shows 0 for a page without views', async () => {
    vi.mocked(fetchPathViews).mockResolvedValue(
      new Map([
        ['/blog/nps', { pageviews: 1234, visitors: 900 }],
        ['/blog/jornada', { pageviews: 1, visitors: 1 }],
      ]),
    );
    render(
      <AdminContext>
        <PostRows records={POSTS} />
      </AdminContext>,
    );
    await waitFor(() => expect(screen.getByTestId('views-nps').textContent).toBe('1.234'));
    expect(screen.getByTestId('views-jornada').textContent).toBe('1');
    expect(screen.getByTestId('views-rascunho').textContent).toBe('0');
    expect(within(screen.getByTestId('views-jornada')).getByTitle('1 visualização')).toBeTruthy();
    expect(fetchPathViews).toHaveBeenCalledTimes(1);
    expect(fetchPathViews).toHaveBeenCalledWith(['/blog/jornada', '/blog/nps', '/blog/rascunho'], 30);
  });

  it('shows a dash when the views cannot be read', async () => {
    vi.mocked(fetchPathViews).mockRejectedValue(new Error('offline'));
    render(
      <AdminContext>
        <PostRows records={POSTS.slice(0, 1)} />
      </AdminContext>,
    );
    await waitFor(() => expect(screen.getByTestId('views-nps').textContent).toBe('—'));
  }, 30_000);

  it('says an edit page’s views and visitors over 30 days, with a link to the audience view', async () => {
    vi.mocked(fetchPathViews).mockResolvedValue(new Map([['/events/e1', { pageviews: 12, visitors: 1 }]]));
    render(
      <AdminContext>
        <RecordContextProvider value={{ id: 'e1', title: 'CX Summit' }}>
          <RecordViewsSummary pageOf={eventPage} />
        </RecordContextProvider>
      </AdminContext>,
    );
    await waitFor(() =>
      expect(screen.getByTestId('record-views').textContent).toBe(
        '12 visualizações e 1 visitante nos últimos 30 dias · Ver audiência',
      ),
    );
    expect(screen.getByRole('link', { name: 'Ver audiência' }).getAttribute('href')).toContain(
      '/admin/audiencia?dias=30',
    );
    expect(fetchPathViews).toHaveBeenCalledWith(['/events/e1'], 30);
  });
});

import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useListContext, useRecordContext, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { visuallyHidden } from '../common/visuallyHidden.ts';
import { fetchPathViews } from './audienceApi.ts';
import { publicPathOf, type ContentPage } from './pages.ts';
import { AUDIENCE_PATH, countLabel } from './report.ts';

/** The views column's name: the lists and edit pages count the last 30 days. */
export const VIEWS_COLUMN_LABEL = 'Visualizações (30 dias)';

/**
 * The views column's heading: an eye, named for screen readers and on hover. The lists' tables are
 * already full at 1280 px; a worded heading would push their actions out of sight.
 */
export function ViewsColumnHeader() {
  return (
    <Box
      component="span"
      title={VIEWS_COLUMN_LABEL}
      sx={{ position: 'relative', display: 'inline-flex', verticalAlign: 'middle' }}
    >
      <VisibilityOutlinedIcon fontSize="small" aria-hidden />
      <Box component="span" sx={visuallyHidden}>
        {VIEWS_COLUMN_LABEL}
      </Box>
    </Box>
  );
}
const VIEWS_DAYS = 30;

/** Which public page a list's record is, e.g. a blog post → { kind: 'blog', slug }. */
export type RecordPage<T extends RaRecord> = (record: T) => ContentPage | null;

export const blogPostPage: RecordPage<RaRecord> = (post) =>
  post.slug ? { kind: 'blog', slug: String(post.slug) } : null;
export const landingPagePage: RecordPage<RaRecord> = (page) =>
  page.slug ? { kind: 'landing', slug: String(page.slug) } : null;
export const eventPage: RecordPage<RaRecord> = (event) =>
  event.id ? { kind: 'event', id: String(event.id) } : null;

/** The public paths of a list page's records, each once, in a stable order (the request's cache key). */
export function listPaths<T extends RaRecord>(records: readonly T[], pageOf: RecordPage<T>): string[] {
  const paths = new Set<string>();
  for (const record of records) {
    const page = pageOf(record);
    if (page) paths.add(publicPathOf(page));
  }
  return [...paths].sort();
}

function usePathViews(paths: string[]) {
  return useQuery({
    queryKey: ['audience-path-views', VIEWS_DAYS, paths],
    queryFn: () => fetchPathViews(paths, VIEWS_DAYS),
    enabled: paths.length > 0,
    staleTime: 30_000,
    retry: 1,
  });
}

/**
 * A list row's page views over the last 30 days. Every row of the page shares one request (the list's
 * paths together), so a page of 25 posts asks once, not 25 times.
 */
export function ListViewsField<T extends RaRecord>({
  pageOf,
  record: given,
}: {
  pageOf: RecordPage<T>;
  /** The row, when it is not the record context (cards rendered from the list's data). */
  record?: T;
}) {
  const context = useRecordContext<T>();
  const record = given ?? context;
  const { data: rows } = useListContext<T>();
  const { data: views, isError } = usePathViews(listPaths(rows ?? [], pageOf));
  const page = record ? pageOf(record) : null;
  if (!page) return null;
  if (isError) return <span title="Não foi possível carregar as visualizações">—</span>;
  if (!views) return <span aria-label="Carregando visualizações">…</span>;
  const pageviews = views.get(publicPathOf(page))?.pageviews ?? 0;
  return (
    <span title={countLabel(pageviews, 'visualização', 'visualizações')}>
      {pageviews.toLocaleString('pt-BR')}
    </span>
  );
}

/** 'Visualizações (30 dias): 12' on a phone card or a landing page's card. */
export function ListViewsLine<T extends RaRecord>({ pageOf, record }: { pageOf: RecordPage<T>; record?: T }) {
  return (
    <Typography variant="body2" color="text.secondary" component="span">
      {VIEWS_COLUMN_LABEL}: <ListViewsField pageOf={pageOf} record={record} />
    </Typography>
  );
}

/**
 * The edit page's audience line: the page's views and visitors over the last 30 days, with a link to
 * the 'Audiência' view. Nothing for a record without a public address yet (no slug).
 */
export function RecordViewsSummary<T extends RaRecord>({
  pageOf,
  inset = false,
}: {
  pageOf: RecordPage<T>;
  /** Outside a form (the event's edit page): keep the form's margins. */
  inset?: boolean;
}) {
  const record = useRecordContext<T>();
  const page = record ? pageOf(record) : null;
  const path = page ? publicPathOf(page) : '';
  const { data, isPending, isError } = usePathViews(path ? [path] : []);
  if (!page) return null;
  const views = data?.get(path) ?? { pageviews: 0, visitors: 0 };
  return (
    <Box
      component="section"
      aria-label="Audiência desta página"
      data-testid="record-views"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        px: 1.5,
        py: 1,
        mb: 2,
        ...(inset ? { mx: 2, mt: 2 } : { width: '100%' }),
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        boxSizing: 'border-box',
      }}
    >
      <VisibilityOutlinedIcon fontSize="small" color="action" aria-hidden />
      <Typography variant="body2" sx={{ minWidth: 0 }}>
        {isError
          ? 'Não foi possível carregar as visualizações.'
          : isPending
            ? 'Carregando visualizações…'
            : `${countLabel(views.pageviews, 'visualização', 'visualizações')} e ${countLabel(
                views.visitors,
                'visitante',
                'visitantes',
              )} nos últimos 30 dias`}{' '}
        ·{' '}
        <Link component={RouterLink} to={`${AUDIENCE_PATH}?dias=30`}>
          Ver audiência
        </Link>
      </Typography>
    </Box>
  );
}

/**
 * A row's views as an eye and a number, for a table with no room for one more column (the events
 * list): named 'Visualizações (30 dias)' for screen readers and on hover.
 */
export function ListViewsCompact<T extends RaRecord>({ pageOf }: { pageOf: RecordPage<T> }) {
  return (
    <Box
      component="span"
      title={VIEWS_COLUMN_LABEL}
      sx={{ position: 'relative', display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <VisibilityOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
      <Box component="span" sx={visuallyHidden}>
        {`${VIEWS_COLUMN_LABEL}: `}
      </Box>
      <ListViewsField pageOf={pageOf} />
    </Box>
  );
}

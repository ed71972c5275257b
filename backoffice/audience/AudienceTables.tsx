import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Box,
  Card,
  CardContent,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../common/visuallyHidden.ts';
import { formatCount } from '../common/format.ts';
import { titleOf } from './pages.ts';
import {
  campaignLabel,
  deviceLabel,
  deviceShares,
  referrerLabel,
  type AudienceCampaign,
  type AudienceDevice,
  type AudiencePage,
  type AudienceReferrer,
} from './report.ts';

/** One line that never widens its column: cut with '…', the whole text in its title (hover). */
const oneLine = {
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

export function Truncated({
  text,
  children,
  muted = false,
}: {
  text: string;
  children?: ReactNode;
  muted?: boolean;
}) {
  return (
    <Typography
      variant="body2"
      component="span"
      title={text}
      color={muted ? 'text.secondary' : undefined}
      sx={oneLine}
    >
      {children ?? text}
    </Typography>
  );
}

interface Column<T> {
  label: string;
  value: (row: T) => ReactNode;
}

/**
 * A ranked table that fits its card on a phone: a fixed layout, the first column taking what the
 * number columns leave (its long text cut with '…'), so it never scrolls sideways.
 */
export function RankedTable<T>({
  title,
  firstColumn,
  first,
  columns,
  rows,
  rowKey,
  emptyText,
  testId,
}: {
  title: string;
  firstColumn: string;
  first: (row: T) => ReactNode;
  columns: Array<Column<T>>;
  rows: T[];
  rowKey: (row: T) => string;
  emptyText: string;
  testId?: string;
}) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }} data-testid={testId}>
      <CardContent>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        {rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {emptyText}
          </Typography>
        ) : (
          <Table size="small" aria-labelledby={titleId} sx={{ tableLayout: 'fixed', width: '100%' }}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col" sx={{ px: 1, pl: 0 }}>
                  {firstColumn}
                </TableCell>
                {columns.map((column) => (
                  <TableCell
                    key={column.label}
                    component="th"
                    scope="col"
                    align="right"
                    sx={{ width: { xs: 84, sm: 112 }, px: 1, pr: 0, fontSize: '0.75rem' }}
                  >
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={rowKey(row)}>
                  <TableCell component="th" scope="row" sx={{ px: 1, pl: 0, minWidth: 0 }}>
                    {first(row)}
                  </TableCell>
                  {columns.map((column) => (
                    <TableCell key={column.label} align="right" sx={{ px: 1, pr: 0 }}>
                      {column.value(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

const VIEWS_AND_VISITORS = [
  { label: 'Visualizações', value: (row: { pageviews: number }) => formatCount(row.pageviews) },
  { label: 'Visitantes', value: (row: { visitors: number }) => formatCount(row.visitors) },
];

/** A top page: its title when it is a post, event or landing page, its path, a link to it. */
function PageCell({ page, titles }: { page: AudiencePage; titles: ReadonlyMap<string, string> }) {
  const title = titleOf(titles, page.path);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Link
        href={page.path}
        target="_blank"
        rel="noopener noreferrer"
        underline="hover"
        title={title ? `${title} (${page.path})` : page.path}
        // Relative: the hidden '(abre em nova aba)' is cut with the rest instead of widening the page.
        sx={{ ...oneLine, position: 'relative', fontSize: '0.875rem', fontWeight: title ? 600 : 400 }}
      >
        {title ?? page.path}
        <OpenInNewIcon sx={{ fontSize: 14, ml: 0.5, verticalAlign: 'text-bottom' }} aria-hidden />
        <Box component="span" sx={visuallyHidden}>
          (abre em nova aba)
        </Box>
      </Link>
      {title && <Truncated text={page.path} muted />}
    </Box>
  );
}

export function TopPagesTable({
  pages,
  titles,
}: {
  pages: AudiencePage[];
  titles: ReadonlyMap<string, string>;
}) {
  return (
    <RankedTable
      title="Páginas mais vistas"
      firstColumn="Página"
      first={(page) => <PageCell page={page} titles={titles} />}
      columns={VIEWS_AND_VISITORS}
      rows={pages}
      rowKey={(page) => page.path}
      emptyText="Nenhuma página vista neste período."
      testId="audience-top-pages"
    />
  );
}

export function TopReferrersTable({ referrers }: { referrers: AudienceReferrer[] }) {
  return (
    <RankedTable
      title="Origens"
      firstColumn="Origem"
      first={(referrer) => <Truncated text={referrerLabel(referrer.host)} />}
      columns={VIEWS_AND_VISITORS}
      rows={referrers}
      rowKey={(referrer) => referrer.host ?? ''}
      emptyText="Nenhuma origem neste período."
      testId="audience-referrers"
    />
  );
}

export function TopCampaignsTable({ campaigns }: { campaigns: AudienceCampaign[] }) {
  return (
    <RankedTable
      title="Campanhas (UTM)"
      firstColumn="Origem / mídia / campanha"
      first={(campaign) => <Truncated text={campaignLabel(campaign)} />}
      columns={VIEWS_AND_VISITORS}
      rows={campaigns}
      rowKey={campaignLabel}
      emptyText="Nenhuma visita com parâmetros UTM neste período."
      testId="audience-campaigns"
    />
  );
}

export function DevicesTable({ devices }: { devices: AudienceDevice[] }) {
  return (
    <RankedTable
      title="Dispositivos"
      firstColumn="Dispositivo"
      first={(device) => <Truncated text={deviceLabel(device.device)} />}
      columns={[
        { label: 'Visualizações', value: (device) => formatCount(device.pageviews) },
        { label: 'Parcela', value: (device) => device.share },
      ]}
      rows={deviceShares(devices)}
      rowKey={(device) => device.device}
      emptyText="Nenhum dispositivo neste período."
      testId="audience-devices"
    />
  );
}

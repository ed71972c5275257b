import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Skeleton,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ChartCard } from '../dashboard/ChartCard.tsx';
import { dayMonth } from '../dashboard/trends.ts';
import { PageHeading } from '../common/PageHeading.tsx';
import { formatCount } from '../common/format.ts';
import { fetchPageTitles } from './audienceApi.ts';
import { TopCampaignsTable, DevicesTable, TopPagesTable, TopReferrersTable } from './AudienceTables.tsx';
import { ChangeLine } from './ChangeLine.tsx';
import { DailyChart } from './DailyChart.tsx';
import { useAudienceReport } from './useAudienceReport.ts';
import {
  AUDIENCE_PERIODS,
  isAudienceDays,
  isEmptyReport,
  periodChange,
  periodRange,
  type AudienceDays,
  type AudienceReport,
  type PeriodChange,
} from './report.ts';

const DEFAULT_DAYS: AudienceDays = 30;
const CHART_HEIGHT = 240;

/** The period lives in the address (?dias=7), so a reload or a shared link keeps it. */
function usePeriod(): [AudienceDays, (days: AudienceDays) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('dias'));
  const days = isAudienceDays(raw) ? raw : DEFAULT_DAYS;
  return [days, (next) => setParams({ dias: String(next) }, { replace: true })];
}

function PeriodSelector({ days, onChange }: { days: AudienceDays; onChange: (days: AudienceDays) => void }) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={days}
      aria-label="Período"
      onChange={(_, value: unknown) => {
        // Pressing the selected period again keeps it (a period is always chosen).
        if (isAudienceDays(value)) onChange(value);
      }}
      // A phone: the three periods share the width, on one line.
      sx={{ width: { xs: '100%', sm: 'auto' } }}
    >
      {AUDIENCE_PERIODS.map((period) => (
        <ToggleButton
          key={period.days}
          value={period.days}
          sx={{ flex: { xs: 1, sm: 'initial' }, px: { xs: 0.5, sm: 1.5 }, whiteSpace: 'nowrap' }}
        >
          {period.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

export function TotalCard({
  label,
  value,
  change,
  testId,
}: {
  label: string;
  value: number;
  change: PeriodChange;
  testId: string;
}) {
  return (
    <Card data-testid={testId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, my: 0.5 }}>
          {formatCount(value)}
        </Typography>
        <ChangeLine change={change} />
      </CardContent>
    </Card>
  );
}

function TrendCard({ report }: { report: AudienceReport }) {
  const theme = useTheme();
  const days = report.series.map((day) => dayMonth(day.day));
  const visitors = report.series.map((day) => day.visitors);
  const pageviews = report.series.map((day) => day.pageviews);
  const lines = [
    { label: 'Visualizações', values: pageviews, color: theme.palette.primary.main },
    { label: 'Visitantes', values: visitors, color: theme.palette.secondary.main, dashed: true },
  ];
  return (
    <ChartCard
      title="Visitantes e visualizações por dia"
      columnLabel="Dia"
      valueLabel="Visitantes"
      rows={days.map((label, i) => ({ label, value: visitors[i] ?? 0 }))}
      moreColumns={[{ label: 'Visualizações', values: pageviews }]}
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
        {lines.map((line) => (
          <Box key={line.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <svg width="24" height="8">
              <line
                x1="0"
                x2="24"
                y1="4"
                y2="4"
                stroke={line.color}
                strokeWidth="2"
                strokeDasharray={line.dashed ? '6 4' : undefined}
              />
            </svg>
            <Typography variant="body2">{line.label}</Typography>
          </Box>
        ))}
      </Box>
      <DailyChart days={days} lines={lines} height={CHART_HEIGHT} />
    </ChartCard>
  );
}

const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
};

function ReportBody({ report }: { report: AudienceReport }) {
  const paths = report.topPages.map((page) => page.path);
  const titles = useQuery({
    queryKey: ['audience-page-titles', paths],
    queryFn: () => fetchPageTitles(paths),
    enabled: paths.length > 0,
  });
  if (isEmptyReport(report)) {
    return (
      <Card data-testid="audience-empty">
        <CardContent>
          <Typography>Ainda não há visitas neste período.</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            As visitas às páginas públicas do site aparecem aqui poucos segundos depois de acontecerem.
          </Typography>
        </CardContent>
      </Card>
    );
  }
  return (
    <>
      <TrendCard report={report} />
      <Box sx={twoColumns}>
        {/* Titles are a nicety: while they load, or if they fail, the paths still show. */}
        <TopPagesTable pages={report.topPages} titles={titles.data ?? new Map()} />
        <TopReferrersTable referrers={report.topReferrers} />
        <TopCampaignsTable campaigns={report.topCampaigns} />
        <DevicesTable devices={report.devices} />
      </Box>
    </>
  );
}

function LoadingReport() {
  return (
    <Box aria-busy="true" aria-label="Carregando audiência" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={twoColumns}>
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={120} />
      </Box>
      <Skeleton variant="rounded" height={CHART_HEIGHT + 80} />
    </Box>
  );
}

/**
 * 'Audiência': visitors and page views of the public site over the last 7, 30 or 90 days, counted
 * without cookies, compared with the days just before; the trend per day, the top pages, where the
 * visits came from (referrers and UTM campaigns) and on which devices.
 */
export function AudiencePage() {
  const [days, setDays] = usePeriod();
  const { data: report, isPending, error, refetch, isRefetching } = useAudienceReport(days);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Title title="Audiência" />
      <Box>
        <PageHeading>Audiência</PageHeading>
        <Typography color="text.secondary">
          Visitas às páginas públicas do site, contadas sem cookies e sem dados pessoais.
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <PeriodSelector days={days} onChange={setDays} />
        {report && (
          <Typography variant="body2" color="text.secondary" data-testid="audience-range">
            {periodRange(report)}
          </Typography>
        )}
      </Box>
      {isPending ? (
        <LoadingReport />
      ) : error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isRefetching}>
              Tentar novamente
            </Button>
          }
        >
          Não foi possível carregar a audiência. Tente novamente em instantes.
        </Alert>
      ) : (
        <>
          <Box sx={twoColumns}>
            <TotalCard
              label="Visitantes"
              value={report.totals.visitors}
              change={periodChange(report.totals.visitors, report.previous.visitors, days)}
              testId="audience-visitors"
            />
            <TotalCard
              label="Visualizações de página"
              value={report.totals.pageviews}
              change={periodChange(report.totals.pageviews, report.previous.pageviews, days)}
              testId="audience-pageviews"
            />
          </Box>
          <ReportBody report={report} />
        </>
      )}
    </Box>
  );
}

export default AudiencePage;

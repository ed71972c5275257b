import {
  Alert,
  Box,
  Card,
  CardContent,
  Link,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTimeBR, withTimeZone } from '../common/dates.ts';
import { formatCount } from '../common/format.ts';
import { supabaseClient } from '../providers/supabaseClient.ts';
import { ChartCard } from './ChartCard.tsx';
import { dayMonth, toDashboardTrends, type TrendWeek } from './trends.ts';
import { WeeklyChart } from './WeeklyChart.tsx';

const CHART_HEIGHT = 220;

function useTrends() {
  return useQuery({
    queryKey: ['dashboard-trends'],
    queryFn: async () => {
      const { data, error } = await supabaseClient.rpc('get_dashboard_trends');
      if (error) throw error;
      return toDashboardTrends(data);
    },
  });
}

/** The next events and the drafts waiting, a few of each, newest work first. */
function useUpcomingAndDrafts() {
  return useQuery({
    queryKey: ['dashboard-upcoming-drafts'],
    queryFn: async () => {
      const [events, drafts] = await Promise.all([
        supabaseClient
          .from('events')
          .select('id, title, start_date')
          .eq('is_active', true)
          .gte('start_date', new Date().toISOString())
          .order('start_date')
          .limit(5),
        supabaseClient
          .from('posts')
          .select('id, type, title, updated_at')
          .eq('status', 'draft')
          .order('updated_at', { ascending: false })
          .limit(5),
      ]);
      if (events.error) throw events.error;
      if (drafts.error) throw drafts.error;
      return { events: events.data, drafts: drafts.data };
    },
  });
}

function weeklyRows(weeks: TrendWeek[], pick: (week: TrendWeek) => number) {
  return weeks.map((week) => ({ label: dayMonth(week.weekStart), value: pick(week) }));
}

interface WeeklySeries {
  title: string;
  valueLabel: string;
  kind: 'bars' | 'area';
  pick: (w: TrendWeek) => number;
}

/** The three weekly charts: counts per week as bars, the subscriber total as a filled line. */
const WEEKLY_SERIES: WeeklySeries[] = [
  { title: 'Novos membros por semana', valueLabel: 'Novos membros', kind: 'bars', pick: (w) => w.newMembers },
  { title: 'Logins por semana', valueLabel: 'Logins', kind: 'bars', pick: (w) => w.logins },
  {
    title: 'Assinantes confirmados da newsletter',
    valueLabel: 'Assinantes',
    kind: 'area',
    pick: (w) => w.newsletterConfirmed,
  },
];

function WeeklyCard({ title, valueLabel, kind, weeks, pick }: WeeklySeries & { weeks: TrendWeek[] }) {
  const rows = weeklyRows(weeks, pick);
  return (
    <ChartCard title={title} columnLabel="Semana de" valueLabel={valueLabel} rows={rows}>
      <WeeklyChart
        rows={rows}
        kind={kind}
        height={CHART_HEIGHT}
        valueLabel={valueLabel.toLowerCase()}
        axisLabel="Semana de"
      />
    </ChartCard>
  );
}

function SmallList({
  title,
  empty,
  items,
}: {
  title: string;
  empty: string;
  items: Array<{ key: string; primary: string; secondary: string; to: string }>;
}) {
  return (
    <Card component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {items.length === 0 ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          <List dense disablePadding>
            {items.map((item) => (
              <ListItem key={item.key} disableGutters divider>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={item.to}>
                      {item.primary}
                    </Link>
                  }
                  secondary={item.secondary}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

const POST_TYPE_LABELS: Record<string, string> = {
  blog: 'Blog',
  news: 'Notícias',
  'landing-pages': 'Landing Page',
};

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
};

/** 'Tendências': weekly charts over the last 12 weeks, the next events and the drafts waiting. */
export default function TrendsSection() {
  const trends = useTrends();
  const lists = useUpcomingAndDrafts();
  return (
    <Box
      component="section"
      aria-labelledby="trends-title"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography id="trends-title" variant="h6" component="h2">
        Tendências (últimas 12 semanas)
      </Typography>
      {trends.isPending ? (
        <Box sx={grid}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={CHART_HEIGHT + 64} />
          ))}
        </Box>
      ) : trends.error ? (
        <Alert severity="error">Erro ao carregar as tendências.</Alert>
      ) : (
        <Box sx={grid} data-testid="trend-charts">
          {WEEKLY_SERIES.map((series) => (
            <WeeklyCard key={series.title} {...series} weeks={trends.data.weeks} />
          ))}
          <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
            <SmallList
              title={`Próximos eventos (${formatCount(trends.data.upcomingEvents)})`}
              empty="Nenhum evento futuro."
              items={(lists.data?.events ?? []).map((e) => ({
                key: e.id,
                primary: e.title,
                secondary: withTimeZone(formatDateTimeBR(e.start_date)),
                to: `/admin/events/${e.id}`,
              }))}
            />
            <SmallList
              title={`Rascunhos aguardando (${formatCount(trends.data.draftsWaiting)})`}
              empty="Nenhum rascunho."
              items={(lists.data?.drafts ?? []).map((p) => ({
                key: p.id,
                primary: p.title,
                secondary: `${POST_TYPE_LABELS[p.type] ?? p.type} · editado em ${formatDateTimeBR(p.updated_at)}`,
                to: `/admin/${p.type}/${p.id}`,
              }))}
            />
          </Box>
        </Box>
      )}
    </Box>
  );
}

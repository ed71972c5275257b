import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { VisitsCard } from '../audience/VisitsCard.tsx';
import { MemberStatisticsCards } from '../members/StatisticsCards.tsx';
import { formatCount } from '../common/format.ts';
import { supabaseClient } from '../providers/supabaseClient.ts';

// The charts library is its own chunk: the dashboard's counts show before it arrives.
const TrendsSection = lazy(() => import('./TrendsSection.tsx'));

type CountKey = 'members' | 'posts' | 'jobs' | 'courses';

/**
 * Head-only counts (no rows travel): members, posts visitors can read (published and due, the public
 * read rule: a scheduled post is not counted before its time), active jobs, active courses.
 */
async function countRows(key: CountKey): Promise<number> {
  const head = { count: 'exact', head: true } as const;
  const { count, error } = await (key === 'members'
    ? supabaseClient.from('members').select('*', head)
    : key === 'posts'
      ? supabaseClient
          .from('posts')
          .select('*', head)
          .eq('status', 'published')
          .lte('published_at', new Date().toISOString())
      : supabaseClient.from(key).select('*', head).eq('is_active', true));
  if (error) throw error;
  return count ?? 0;
}

const COUNTS: Array<{ key: CountKey; label: string }> = [
  { key: 'members', label: 'Membros' },
  { key: 'posts', label: 'Posts publicados' },
  { key: 'jobs', label: 'Vagas ativas' },
  { key: 'courses', label: 'Cursos ativos' },
];

function CountCard({ countKey, label }: { countKey: CountKey; label: string }) {
  const { data, isPending, error } = useQuery({
    queryKey: ['dashboard-count', countKey],
    queryFn: () => countRows(countKey),
  });
  return (
    <Card data-testid={`count-${countKey}`}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        {isPending ? (
          <Skeleton width={64} height={48} />
        ) : (
          <Typography variant="h4" component="p" sx={{ fontWeight: 700, mt: 0.5 }}>
            {error ? '—' : formatCount(data ?? 0)}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

export function Dashboard() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Title title="Dashboard" />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Dashboard
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(5, minmax(0, 1fr))',
          },
        }}
      >
        {COUNTS.map(({ key, label }) => (
          <CountCard key={key} countKey={key} label={label} />
        ))}
        <VisitsCard />
      </Box>
      <Typography variant="h6" component="h2">
        Estatísticas de membros
      </Typography>
      <MemberStatisticsCards />
      <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
        <TrendsSection />
      </Suspense>
    </Box>
  );
}

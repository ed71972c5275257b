import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { supabaseClient } from '../providers/supabaseClient.ts';
import { formatAverage, formatCount } from '../common/format.ts';
import { providerCountLabel, type MemberStatistics, toMemberStatistics } from './statistics.ts';

export const STATISTICS_ERROR = 'Erro ao carregar estatísticas. Verifique suas permissões.';

/** get_member_statistics returns a list whose first row holds the numbers. */
export function useMemberStatistics() {
  return useQuery<MemberStatistics | null>({
    queryKey: ['member-statistics'],
    queryFn: async () => {
      const { data, error } = await supabaseClient.rpc('get_member_statistics');
      if (error) throw error;
      return toMemberStatistics(data);
    },
  });
}

function StatCard({ label, value }: { label: string; value: string }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography
          variant="h4"
          component="p"
          sx={{ fontWeight: 700, mt: 0.5 }}
          aria-label={`${label}: ${value}`}
        >
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The member statistic cards shared by the dashboard and the members screen. */
export function MemberStatisticsCards() {
  const { data, isPending, error } = useMemberStatistics();
  if (isPending) {
    return (
      <Box sx={grid}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={96} />
        ))}
      </Box>
    );
  }
  if (error) return <Alert severity="error">{STATISTICS_ERROR}</Alert>;
  if (!data) return <Alert severity="info">Nenhuma estatística disponível</Alert>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={grid} data-testid="member-statistics">
        <StatCard label="Total de membros" value={formatCount(data.totalMembers)} />
        <StatCard label="Ativos este mês" value={formatCount(data.activeThisMonth)} />
        <StatCard label="Média de logins" value={formatAverage(data.averageLogins)} />
        <StatCard label="Online agora" value={formatCount(data.currentlyLoggedIn)} />
        <StatCard label="Offline" value={formatCount(data.currentlyLoggedOut)} />
      </Box>
      {data.topProviders.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          Principais provedores: {data.topProviders.map(providerCountLabel).join(', ')}
        </Typography>
      )}
    </Box>
  );
}

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(2, 1fr)', lg: 'repeat(5, 1fr)' },
};

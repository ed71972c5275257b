import { Card, CardContent, Link, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { formatCount } from '../common/format.ts';
import { ChangeLine } from './ChangeLine.tsx';
import { AUDIENCE_PATH, periodChange } from './report.ts';
import { useAudienceReport } from './useAudienceReport.ts';

/** The dashboard's visits card: the site's visitors over the last 7 days and how that compares. */
export function VisitsCard() {
  const { data: report, isPending, error } = useAudienceReport(7);
  return (
    <Card data-testid="count-visitors" component="section" aria-label="Visitantes do site nos últimos 7 dias">
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          Visitantes (7 dias)
        </Typography>
        {isPending ? (
          <Skeleton width={64} height={48} />
        ) : error ? (
          <>
            <Typography variant="h4" component="p" sx={{ fontWeight: 700, mt: 0.5 }}>
              —
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Não foi possível carregar as visitas.
            </Typography>
          </>
        ) : (
          <>
            <Typography variant="h4" component="p" sx={{ fontWeight: 700, mt: 0.5 }}>
              {formatCount(report.totals.visitors)}
            </Typography>
            <ChangeLine change={periodChange(report.totals.visitors, report.previous.visitors, 7)} />
          </>
        )}
        <Link
          component={RouterLink}
          to={`${AUDIENCE_PATH}?dias=7`}
          variant="body2"
          sx={{ display: 'inline-block', mt: 1 }}
        >
          Ver audiência
        </Link>
      </CardContent>
    </Card>
  );
}

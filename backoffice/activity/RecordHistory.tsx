import { Box, Divider, Link, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useGetList, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTimeBR } from '../common/dates.ts';
import { ActorName } from './ActorName.tsx';
import { actionLabel, fieldsLabel, type ActivityEntry } from './labels.ts';
import { ACTIVITY_RESOURCE } from './resourceNames.ts';

const SHOWN = 10;

/** The 'Atividade' screen filtered on one record. */
export const historyPath = (recordId: string) =>
  `/admin/${ACTIVITY_RESOURCE}?${new URLSearchParams({ filter: JSON.stringify({ record_id: recordId }) })}`;

/**
 * 'Histórico' under an edit form: the record's latest entries in the activity log (who, what, when, which
 * fields), with a link to all of them. Reads the record from the edit page's context.
 */
export function RecordHistory() {
  const record = useRecordContext();
  const recordId = record?.id ? String(record.id) : undefined;
  const { data, total, isPending, error } = useGetList<ActivityEntry>(
    ACTIVITY_RESOURCE,
    {
      filter: { record_id: recordId },
      sort: { field: 'at', order: 'DESC' },
      pagination: { page: 1, perPage: SHOWN },
    },
    { enabled: Boolean(recordId) },
  );
  if (!recordId) return null;
  return (
    <Box
      component="section"
      aria-labelledby="record-history-title"
      sx={{ px: 2, pb: 2 }}
      data-testid="record-history"
    >
      <Divider sx={{ mb: 2 }} />
      <Typography id="record-history-title" variant="h6" component="h2">
        Histórico
      </Typography>
      {isPending ? (
        <Skeleton height={48} />
      ) : error ? (
        <Typography color="error">Erro ao carregar o histórico.</Typography>
      ) : !data?.length ? (
        <Typography color="text.secondary">Nenhuma alteração registrada.</Typography>
      ) : (
        <List dense disablePadding>
          {data.map((entry) => (
            <ListItem key={entry.id} disableGutters divider>
              <ListItemText
                primary={
                  <>
                    <strong>{actionLabel(entry.action)}</strong> por{' '}
                    <ActorName id={entry.actor_id} system={entry.by_system} />
                  </>
                }
                secondary={[
                  formatDateTimeBR(entry.at),
                  entry.changed_fields.length ? `Campos: ${fieldsLabel(entry.changed_fields)}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {(total ?? 0) > SHOWN && (
        <Link component={RouterLink} to={historyPath(recordId)} sx={{ display: 'inline-block', mt: 1 }}>
          Ver todo o histórico
        </Link>
      )}
    </Box>
  );
}

import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Divider,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { downloadCSV, useListContext, useRecordContext } from 'react-admin';
import type { Tables } from '#shared/database.types.ts';
import { formatDateTimeBR, withTimeZone } from '../common/dates.ts';
import { initials } from '#shared/initials.ts';
import {
  attendeesCsv,
  attendeesFileName,
  fetchAttendanceCounts,
  fetchAttendees,
  type Attendee,
} from './attendance.ts';

type EventRow = Tables<'events'>;

/**
 * The events list's count ('15 confirmados', '15/40 confirmados' with a capacity): one request for the
 * page's events, shared by every row.
 */
export function ConfirmedCountField() {
  const event = useRecordContext<EventRow>();
  const { data: rows } = useListContext<EventRow>();
  const ids = (rows ?? []).map((row) => String(row.id));
  const { data: counts, isError } = useQuery({
    queryKey: ['event-attendance', ids],
    queryFn: () => fetchAttendanceCounts(ids),
    enabled: ids.length > 0,
  });
  if (!event) return null;
  if (isError) return <>—</>;
  const confirmed = counts?.get(String(event.id));
  if (confirmed === undefined) return <>…</>;
  const label = confirmed === 1 ? 'confirmado' : 'confirmados';
  return <>{event.capacity ? `${confirmed}/${event.capacity} ${label}` : `${confirmed} ${label}`}</>;
}

/** The edit page's attendee list with its CSV export (admins see the e-mails). */
function AttendeeAvatar({ attendee }: { attendee: Attendee }) {
  return (
    <Avatar src={attendee.avatar_url ?? undefined} alt="" sx={{ width: 28, height: 28, fontSize: 12 }}>
      {initials(attendee.full_name ?? '') || '?'}
    </Avatar>
  );
}

/** Phones: one stacked item per attendee instead of a table that would squeeze the e-mails. */
function AttendeeItems({ rows }: { rows: Attendee[] }) {
  return (
    <List dense aria-label="Participantes confirmados">
      {rows.map((row) => (
        <ListItem key={row.member_id} disableGutters>
          <ListItemAvatar sx={{ minWidth: 40 }}>
            <AttendeeAvatar attendee={row} />
          </ListItemAvatar>
          <ListItemText
            primary={row.full_name ?? '—'}
            secondary={`${row.email ?? '—'} · ${formatDateTimeBR(row.confirmed_at)}`}
            slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

export function EventAttendeesPanel() {
  const event = useRecordContext<EventRow>();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const eventId = event ? String(event.id) : '';
  const { data, isPending, error } = useQuery({
    queryKey: ['event-attendees', eventId],
    queryFn: () => fetchAttendees(eventId),
    enabled: eventId !== '',
  });
  if (!event) return null;
  const rows = data ?? [];
  return (
    <Box component="section" aria-labelledby="participantes" sx={{ px: 2, pb: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography id="participantes" variant="h6" component="h2">
          Participantes confirmados ({isPending ? '…' : rows.length}
          {event.capacity ? ` de ${event.capacity}` : ''})
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={rows.length === 0}
          onClick={() => downloadCSV(attendeesCsv(rows), attendeesFileName(event.title))}
        >
          Exportar CSV
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          Erro ao carregar os participantes. Tente novamente.
        </Alert>
      )}
      {!isPending && !error && rows.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          Nenhum membro confirmou presença ainda.
        </Typography>
      )}
      {rows.length > 0 && phone && <AttendeeItems rows={rows} />}
      {rows.length > 0 && !phone && (
        <TableContainer sx={{ mt: 1 }}>
          <Table size="small" aria-label="Participantes confirmados">
            <TableHead>
              <TableRow>
                <TableCell>Nome</TableCell>
                <TableCell>E-mail</TableCell>
                <TableCell>{withTimeZone('Confirmado em')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.member_id}>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Avatar
                        src={row.avatar_url ?? undefined}
                        alt=""
                        sx={{ width: 28, height: 28, fontSize: 12 }}
                      >
                        {initials(row.full_name ?? '') || '?'}
                      </Avatar>
                      <span>{row.full_name ?? '—'}</span>
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{row.email ?? '—'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTimeBR(row.confirmed_at)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

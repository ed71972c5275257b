import { Box, Chip, Stack, Typography } from '@mui/material';
import { BooleanInput, CreateButton, DataTable, ExportButton, List, TopToolbar } from 'react-admin';
import type { Tables } from '#shared/database.types.ts';
import { formatDateTimeBR, withTimeZone } from '../common/dates.ts';
import { visibleTopics } from '#shared/text.ts';
import { ActiveBulkActions } from '../common/BulkActions.tsx';
import { EVENT_BULK_DELETE } from '../common/BulkDeleteAskFirst.tsx';
import { csvExporter } from '../common/csv.ts';
import { PageHeading } from '../common/PageHeading.tsx';
import { RowsTable } from '../common/RowsTable.tsx';
import { RecordActions } from '../common/RecordActions.tsx';
import { StatusChip } from '../common/StatusChip.tsx';
import { eventPage, ListViewsCompact, ListViewsField, VIEWS_COLUMN_LABEL } from '../audience/PathViews.tsx';
import { ConfirmedCountField } from './EventAttendees.tsx';
import { DELETE_EVENT_CONFIRM, EVENT_MESSAGES } from './normalize.ts';

type EventRow = Tables<'events'>;

const filters = [
  <BooleanInput key="active_only" source="active_only" label="Somente ativos" alwaysOn />,
  <BooleanInput key="future_only" source="future_only" label="Somente futuros" alwaysOn />,
];

function EventListActions() {
  return (
    <TopToolbar>
      <ExportButton label="Exportar CSV" />
      <CreateButton label="Novo Evento" />
    </TopToolbar>
  );
}

const exporter = csvExporter<EventRow>('eventos', [
  { label: 'Título', value: (e) => e.title },
  { label: withTimeZone('Início'), value: (e) => formatDateTimeBR(e.start_date) },
  { label: withTimeZone('Término'), value: (e) => formatDateTimeBR(e.end_date) },
  { label: 'Tipo', value: (e) => (e.is_online ? 'Online' : 'Presencial') },
  { label: 'Local', value: (e) => [e.location, e.city, e.region, e.country].filter(Boolean).join(', ') },
  { label: 'Tópicos', value: (e) => e.topics.join(', ') },
  { label: 'Link', value: (e) => e.external_link },
  { label: 'Ativo', value: (e) => e.is_active },
]);

function Topics({ topics }: { topics: string[] }) {
  const { shown, more } = visibleTopics(topics);
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {shown.map((topic) => (
        <Chip key={topic} size="small" label={topic} />
      ))}
      {more > 0 && <Chip size="small" variant="outlined" label={`+${more}`} />}
    </Stack>
  );
}

/** Events, with 'active only' and 'future only' on by default. */
export function EventList() {
  return (
    <Box>
      <PageHeading>Eventos</PageHeading>
      <List
        title="Eventos"
        sort={{ field: 'start_date', order: 'ASC' }}
        filters={filters}
        filterDefaultValues={{ active_only: true, future_only: true }}
        actions={<EventListActions />}
        empty={false}
        exporter={exporter}
        perPage={25}
      >
        <RowsTable<EventRow>
          emptyText="Nenhum evento encontrado. Crie seu primeiro evento!"
          bulkActionButtons={<ActiveBulkActions confirmDelete={EVENT_BULK_DELETE} />}
          mobile={{
            primaryText: (e) => e.title,
            secondaryText: (e) => (
              <>
                {withTimeZone(formatDateTimeBR(e.start_date))} · <ConfirmedCountField />
                <br />
                {VIEWS_COLUMN_LABEL}: <ListViewsField pageOf={eventPage} />
              </>
            ),
            tertiaryText: (e) => <StatusChip on={e.is_active} />,
          }}
        >
          <DataTable.Col label="Título" source="title" />
          <DataTable.Col
            label={withTimeZone('Início')}
            source="start_date"
            render={(e: EventRow) => formatDateTimeBR(e.start_date)}
          />
          <DataTable.Col
            label="Tipo"
            source="is_online"
            render={(e: EventRow) => (e.is_online ? 'Online' : 'Presencial')}
          />
          <DataTable.Col
            label="Local"
            source="location"
            render={(e: EventRow) =>
              [e.location, e.city, e.region, e.country].filter(Boolean).join(', ') || '—'
            }
          />
          <DataTable.Col
            label="Tópicos"
            source="topics"
            render={(e: EventRow) => <Topics topics={e.topics} />}
          />
          <DataTable.Col
            label="Status"
            source="is_active"
            render={(e: EventRow) => (
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                <StatusChip on={e.is_active} />
                <Typography variant="caption" color="text.secondary">
                  <ConfirmedCountField />
                </Typography>
                {/* The views sit here: the table has no room for one more column at 1280 px. */}
                <Typography variant="caption" color="text.secondary">
                  <ListViewsCompact pageOf={eventPage} />
                </Typography>
              </Stack>
            )}
          />
          <DataTable.Col label="Ações" disableSort>
            <Stack direction="row" spacing={0.5}>
              <RecordActions messages={EVENT_MESSAGES} confirm={DELETE_EVENT_CONFIRM} />
            </Stack>
          </DataTable.Col>
        </RowsTable>
      </List>
    </Box>
  );
}

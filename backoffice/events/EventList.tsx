import { Box, Chip, Stack, Typography } from '@mui/material';
import { BooleanInput, CreateButton, DataTable, EditButton, List, TopToolbar } from 'react-admin';
import type { Tables } from '../../shared/database.types.ts';
import { formatDateTimeBR } from '../../shared/dates.ts';
import { visibleTopics } from '../../shared/text.ts';
import { DeleteRecordButton } from '../common/DeleteRecordButton.tsx';
import { ToggleActiveButton } from '../common/ToggleActiveButton.tsx';
import { DELETE_EVENT_QUESTION, EVENT_MESSAGES } from './normalize.ts';

type EventRow = Tables<'events'>;

const filters = [
  <BooleanInput key="active_only" source="active_only" label="Somente ativos" alwaysOn />,
  <BooleanInput key="future_only" source="future_only" label="Somente futuros" alwaysOn />,
];

function EventsEmpty() {
  return (
    <Typography sx={{ p: 3 }} align="center" color="text.secondary">
      Nenhum evento encontrado. Crie seu primeiro evento!
    </Typography>
  );
}

function EventListActions() {
  return (
    <TopToolbar>
      <CreateButton label="Novo Evento" />
    </TopToolbar>
  );
}

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
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        Eventos
      </Typography>
      <List
        title="Eventos"
        sort={{ field: 'start_date', order: 'ASC' }}
        filters={filters}
        filterDefaultValues={{ active_only: true, future_only: true }}
        actions={<EventListActions />}
        empty={false}
        exporter={false}
        perPage={25}
      >
        <DataTable bulkActionButtons={false} rowClick={false} empty={<EventsEmpty />}>
          <DataTable.Col label="Título" source="title" />
          <DataTable.Col
            label="Início"
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
              <Chip
                size="small"
                label={e.is_active ? 'Ativo' : 'Inativo'}
                color={e.is_active ? 'success' : 'default'}
              />
            )}
          />
          <DataTable.Col label="Ações" disableSort>
            <Stack direction="row" spacing={0.5}>
              <EditButton label="Editar" />
              <ToggleActiveButton messages={EVENT_MESSAGES} />
              <DeleteRecordButton
                messages={EVENT_MESSAGES}
                confirm={{ title: 'Remover evento', content: DELETE_EVENT_QUESTION }}
              />
            </Stack>
          </DataTable.Col>
        </DataTable>
      </List>
    </Box>
  );
}

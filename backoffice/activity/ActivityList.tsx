import { Box, Chip, Link } from '@mui/material';
import { DataTable, List, ReferenceInput, SelectInput } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTimeBR, withTimeZone } from '../common/dates.ts';
import { DatePickerInput } from '../common/DatePickerInput.tsx';
import { PageHeading } from '../common/PageHeading.tsx';
import { RowsTable } from '../common/RowsTable.tsx';
import { ActorName } from './ActorName.tsx';
import { ACTORS_RESOURCE } from './resourceNames.ts';
import { dayEnd, dayOf, dayStart } from './dateRange.ts';
import {
  ACTION_LABELS,
  actionLabel,
  areaLabel,
  choicesOf,
  fieldsLabel,
  recordPath,
  TABLE_LABELS,
  type ActivityEntry,
} from './labels.ts';

const filters = [
  <SelectInput key="table" source="table_name" label="Área" choices={choicesOf(TABLE_LABELS)} alwaysOn />,
  <SelectInput key="action" source="action" label="Ação" choices={choicesOf(ACTION_LABELS)} alwaysOn />,
  <ReferenceInput
    key="actor"
    source="actor_id"
    reference={ACTORS_RESOURCE}
    sort={{ field: 'name', order: 'ASC' }}
    alwaysOn
  >
    <SelectInput label="Admin" optionText="name" />
  </ReferenceInput>,
  <DatePickerInput key="from" source="at@gte" label="De" parse={dayStart} format={dayOf} alwaysOn />,
  <DatePickerInput key="to" source="at@lte" label="Até" parse={dayEnd} format={dayOf} alwaysOn />,
];

function RecordLink({ entry }: { entry: ActivityEntry }) {
  const path = recordPath(entry);
  const label = areaLabel(entry);
  // Deleted records have no page any more.
  if (!path || entry.action === 'delete') return <>{label}</>;
  return (
    <Link component={RouterLink} to={path}>
      {label}
    </Link>
  );
}

/** 'Atividade': who changed what and when, newest first; read-only. */
export function ActivityList() {
  return (
    <Box>
      <PageHeading>Atividade</PageHeading>
      <List
        title="Atividade"
        sort={{ field: 'at', order: 'DESC' }}
        filters={filters}
        actions={false}
        empty={false}
        perPage={25}
      >
        <RowsTable<ActivityEntry>
          emptyText="Nenhuma atividade encontrada."
          rowClick={false}
          mobile={{
            primaryText: (e) => `${actionLabel(e.action)} · ${areaLabel(e)}`,
            secondaryText: (e) => <ActorName id={e.actor_id} system={e.by_system} />,
            tertiaryText: (e) => formatDateTimeBR(e.at),
          }}
        >
          <DataTable.Col
            label={withTimeZone('Quando')}
            source="at"
            render={(e: ActivityEntry) => formatDateTimeBR(e.at)}
          />
          <DataTable.Col
            label="Admin"
            source="actor_id"
            disableSort
            render={(e: ActivityEntry) => <ActorName id={e.actor_id} system={e.by_system} />}
          />
          <DataTable.Col
            label="Ação"
            source="action"
            render={(e: ActivityEntry) => <Chip size="small" label={actionLabel(e.action)} />}
          />
          <DataTable.Col
            label="Área"
            source="table_name"
            render={(e: ActivityEntry) => <RecordLink entry={e} />}
          />
          <DataTable.Col
            label="Campos alterados"
            source="changed_fields"
            disableSort
            render={(e: ActivityEntry) => fieldsLabel(e.changed_fields)}
          />
        </RowsTable>
      </List>
    </Box>
  );
}

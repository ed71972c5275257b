import { Box, Stack } from '@mui/material';
import { CreateButton, DataTable, ExportButton, List, SearchInput, TopToolbar } from 'react-admin';
import type { Tables } from '#shared/database.types.ts';
import { formatDateBR } from '../common/dates.ts';
import { ActiveBulkActions } from '../common/BulkActions.tsx';
import { JOB_BULK_DELETE } from '../common/BulkDeleteAskFirst.tsx';
import { csvExporter } from '../common/csv.ts';
import { PageHeading } from '../common/PageHeading.tsx';
import { RowsTable } from '../common/RowsTable.tsx';
import { RecordActions } from '../common/RecordActions.tsx';
import { StatusChip } from '../common/StatusChip.tsx';
import { DELETE_JOB_CONFIRM, JOB_MESSAGES } from './normalize.ts';

type Job = Tables<'jobs'>;

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar vagas" />];

const exporter = csvExporter<Job>('vagas', [
  { label: 'Título', value: (j) => j.title },
  { label: 'Empresa', value: (j) => j.company },
  { label: 'Local', value: (j) => j.location },
  { label: 'Remoto', value: (j) => j.is_remote },
  { label: 'Tipo', value: (j) => j.employment_type },
  { label: 'Link', value: (j) => j.job_url },
  { label: 'Publicada em', value: (j) => formatDateBR(j.created_at) },
  { label: 'Ativa', value: (j) => j.is_active },
]);

export function JobList() {
  return (
    <Box>
      <PageHeading>Gerenciar Vagas</PageHeading>
      <List
        title="Vagas"
        sort={{ field: 'created_at', order: 'DESC' }}
        filters={filters}
        actions={
          <TopToolbar>
            <ExportButton label="Exportar CSV" />
            <CreateButton label="Nova Vaga" />
          </TopToolbar>
        }
        empty={false}
        exporter={exporter}
        perPage={25}
      >
        <RowsTable<Job>
          emptyText="Nenhuma vaga cadastrada ainda."
          bulkActionButtons={<ActiveBulkActions confirmDelete={JOB_BULK_DELETE} />}
          mobile={{
            primaryText: (j) => j.title,
            secondaryText: (j) => j.company,
            tertiaryText: (j) => <StatusChip on={j.is_active} onLabel="Ativa" offLabel="Inativa" />,
          }}
        >
          <DataTable.Col label="Título" source="title" />
          <DataTable.Col label="Empresa" source="company" />
          <DataTable.Col
            label="Local"
            source="location"
            render={(j: Job) =>
              [j.location, j.is_remote ? 'Remoto' : null].filter(Boolean).join(' · ') || '—'
            }
          />
          <DataTable.Col
            label="Tipo"
            source="employment_type"
            render={(j: Job) => j.employment_type ?? '—'}
          />
          <DataTable.Col
            label="Publicada em"
            source="created_at"
            render={(j: Job) => formatDateBR(j.created_at)}
          />
          <DataTable.Col
            label="Status"
            source="is_active"
            render={(j: Job) => <StatusChip on={j.is_active} onLabel="Ativa" offLabel="Inativa" />}
          />
          <DataTable.Col label="Ações" disableSort>
            <Stack direction="row" spacing={0.5}>
              <RecordActions messages={JOB_MESSAGES} confirm={DELETE_JOB_CONFIRM} />
            </Stack>
          </DataTable.Col>
        </RowsTable>
      </List>
    </Box>
  );
}

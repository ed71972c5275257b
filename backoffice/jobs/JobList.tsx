import { Box, Chip, Stack, Typography } from '@mui/material';
import { CreateButton, DataTable, EditButton, List, SearchInput, TopToolbar } from 'react-admin';
import type { Tables } from '../../shared/database.types.ts';
import { formatDateBR } from '../../shared/dates.ts';
import { DeleteRecordButton } from '../common/DeleteRecordButton.tsx';
import { ToggleActiveButton } from '../common/ToggleActiveButton.tsx';
import { JOB_MESSAGES } from './normalize.ts';

type Job = Tables<'jobs'>;

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar vagas" />];

function JobsEmpty() {
  return (
    <Typography sx={{ p: 3 }} align="center" color="text.secondary">
      Nenhuma vaga cadastrada ainda.
    </Typography>
  );
}

export function JobList() {
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        Gerenciar Vagas
      </Typography>
      <List
        title="Vagas"
        sort={{ field: 'created_at', order: 'DESC' }}
        filters={filters}
        actions={
          <TopToolbar>
            <CreateButton label="Nova Vaga" />
          </TopToolbar>
        }
        empty={false}
        exporter={false}
        perPage={25}
      >
        <DataTable bulkActionButtons={false} rowClick={false} empty={<JobsEmpty />}>
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
            render={(j: Job) => (
              <Chip
                size="small"
                label={j.is_active ? 'Ativa' : 'Inativa'}
                color={j.is_active ? 'success' : 'default'}
              />
            )}
          />
          <DataTable.Col label="Ações" disableSort>
            <Stack direction="row" spacing={0.5}>
              <EditButton label="Editar" />
              <ToggleActiveButton messages={JOB_MESSAGES} />
              <DeleteRecordButton
                messages={JOB_MESSAGES}
                confirm={{ title: 'Remover vaga', content: 'Tem certeza que deseja remover esta vaga?' }}
              />
            </Stack>
          </DataTable.Col>
        </DataTable>
      </List>
    </Box>
  );
}

import { Box, Chip, Stack, Typography } from '@mui/material';
import {
  DataTable,
  downloadCSV,
  ExportButton,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useGetList,
  type Exporter,
} from 'react-admin';
import { formatDateTimeBR, withTimeZone } from '../common/dates.ts';
import { DeleteRecordButton } from '../common/DeleteRecordButton.tsx';
import type { DeleteToasts } from '../common/messages.ts';
import { PageHeading } from '../common/PageHeading.tsx';
import { RowsTable } from '../common/RowsTable.tsx';
import { subscribersCsv, type SubscriberRow } from './csv.ts';

type Status = 'pending' | 'confirmed' | 'cancelled';
type SubscriberRecord = SubscriberRow & { id: string; status: Status };

const STATUS_LABELS: Record<Status, string> = {
  pending: 'Pendente',
  confirmed: 'Confirmada',
  cancelled: 'Cancelada',
};
const STATUS_COLORS = { pending: 'warning', confirmed: 'success', cancelled: 'default' } as const;

/** Only confirmed subscriptions leave the back-office: a pending address never agreed by e-mail. */
const exporter: Exporter<SubscriberRecord> = (records) => {
  downloadCSV(subscribersCsv(records.filter((r) => r.status === 'confirmed')), 'assinantes-newsletter');
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Buscar por e-mail" />,
  <SelectInput
    key="status"
    source="status"
    label="Situação"
    alwaysOn
    emptyText="Todas"
    choices={Object.entries(STATUS_LABELS).map(([id, name]) => ({ id, name }))}
  />,
];

function StatusCount({ status }: { status: Status }) {
  const { total } = useGetList('newsletter', {
    filter: { status },
    pagination: { page: 1, perPage: 1 },
  });
  return (
    <Chip
      color={STATUS_COLORS[status]}
      variant="outlined"
      label={`${STATUS_LABELS[status]}s: ${total ?? '…'}`}
    />
  );
}

const removalToasts: DeleteToasts = {
  deleted: { title: 'Assinatura removida', description: 'O e-mail saiu da lista da newsletter.' },
  failed: (message) => ({ title: 'Erro ao remover assinatura', description: message, variant: 'error' }),
};

/** Newsletter subscribers (e-mail, consent time, origin), with a CSV export for the mailing tool. */
export function NewsletterList() {
  return (
    <Box>
      <PageHeading>Newsletter</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Inscrições feitas pelo site. Só as confirmadas pelo link do e-mail recebem mensagens e entram no CSV.
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <StatusCount status="confirmed" />
        <StatusCount status="pending" />
        <StatusCount status="cancelled" />
      </Stack>
      <List
        title="Newsletter"
        sort={{ field: 'consent_at', order: 'DESC' }}
        filters={filters}
        exporter={exporter}
        actions={
          <TopToolbar>
            <ExportButton label="Exportar CSV" maxResults={100_000} />
          </TopToolbar>
        }
        empty={false}
        perPage={50}
      >
        <RowsTable<SubscriberRecord>
          emptyText="Nenhum assinante ainda."
          mobile={{
            primaryText: (r) => (
              <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                {r.email}
              </Box>
            ),
            secondaryText: (r) => (
              <Box
                component="span"
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}
              >
                <Chip
                  component="span"
                  size="small"
                  color={STATUS_COLORS[r.status]}
                  label={STATUS_LABELS[r.status]}
                />
                <DeleteRecordButton toasts={removalToasts} label="Remover" undoable={false} />
              </Box>
            ),
            rowClick: false,
          }}
        >
          <DataTable.Col label="E-mail" source="email" />
          <DataTable.Col
            label="Situação"
            source="status"
            render={(r: SubscriberRecord) => (
              <Chip size="small" color={STATUS_COLORS[r.status]} label={STATUS_LABELS[r.status]} />
            )}
          />
          <DataTable.Col
            label={withTimeZone('Consentimento')}
            source="consent_at"
            render={(r: SubscriberRow) => formatDateTimeBR(r.consent_at)}
          />
          <DataTable.Col label="Origem" source="source" />
          <DataTable.Col label="Ações" disableSort>
            <DeleteRecordButton toasts={removalToasts} label="Remover" undoable={false} />
          </DataTable.Col>
        </RowsTable>
      </List>
    </Box>
  );
}

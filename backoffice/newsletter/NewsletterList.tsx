import { Box, Typography } from '@mui/material';
import {
  DataTable,
  downloadCSV,
  ExportButton,
  List,
  SearchInput,
  TopToolbar,
  type Exporter,
} from 'react-admin';
import { formatDateTimeBR } from '../../shared/dates.ts';
import { DeleteRecordButton } from '../common/DeleteRecordButton.tsx';
import type { DeleteToasts } from '../common/messages.ts';
import { PageHeading } from '../common/PageHeading.tsx';
import { RowsTable } from '../common/RowsTable.tsx';
import { subscribersCsv, type SubscriberRow } from './csv.ts';

const exporter: Exporter<SubscriberRow & { id: string }> = (records) => {
  downloadCSV(subscribersCsv(records), 'assinantes-newsletter');
};

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar por e-mail" />];

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
        Assinantes cadastrados pelo site, com a data do consentimento. Exporte a lista em CSV para a sua
        ferramenta de e-mail.
      </Typography>
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
        <RowsTable emptyText="Nenhum assinante ainda.">
          <DataTable.Col label="E-mail" source="email" />
          <DataTable.Col
            label="Consentimento"
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

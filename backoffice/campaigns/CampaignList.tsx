import CampaignIcon from '@mui/icons-material/Campaign';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { DataTable, List, TopToolbar, useCreatePath } from 'react-admin';
import { formatDateTimeBR, withTimeZone } from '../common/dates.ts';
import { PageHeading } from '../common/PageHeading.tsx';
import { audienceLabel, launchPreset, STATUS_LABELS, type CampaignRecord } from './content.ts';

/** Plain buttons (react-admin's CreateButton turns into a floating icon on phones, hiding the preset). */
function Actions() {
  const createPath = useCreatePath();
  const to = createPath({ resource: 'campaigns', type: 'create' });
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'flex-start' }}>
      <Button component={Link} to={to} variant="contained" startIcon={<AddIcon />}>
        Nova mensagem
      </Button>
      <Button
        component={Link}
        to={to}
        state={{ record: launchPreset() }}
        variant="outlined"
        startIcon={<CampaignIcon />}
      >
        Avisar membros do lançamento
      </Button>
    </TopToolbar>
  );
}

/** Messages sent (or being sent) from the back-office, newest first. */
export function CampaignList() {
  return (
    <Box>
      <PageHeading>Enviar e-mail</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Escreva uma mensagem para os assinantes confirmados da newsletter e/ou os membros, veja a prévia,
        envie um teste para você e depois envie para todos. O envio continua em segundo plano.
      </Typography>
      <List
        title="Enviar e-mail"
        sort={{ field: 'created_at', order: 'DESC' }}
        actions={<Actions />}
        empty={false}
      >
        <DataTable
          rowClick="show"
          bulkActionButtons={false}
          empty={<Typography sx={{ p: 2 }}>Nenhuma mensagem ainda.</Typography>}
        >
          <DataTable.Col label="Assunto" source="subject" />
          <DataTable.Col label="Para" disableSort render={(r: CampaignRecord) => audienceLabel(r)} />
          <DataTable.Col
            label="Situação"
            source="status"
            render={(r: CampaignRecord) => (
              <Chip
                size="small"
                label={STATUS_LABELS[r.status]}
                color={r.status === 'sent' ? 'success' : r.status === 'sending' ? 'info' : 'default'}
              />
            )}
          />
          <DataTable.Col label="Destinatários" source="recipients_count" />
          <DataTable.Col
            label={withTimeZone('Criada em')}
            source="created_at"
            render={(r: CampaignRecord) => formatDateTimeBR(r.created_at)}
          />
        </DataTable>
      </List>
    </Box>
  );
}

import LinkedInIcon from '@mui/icons-material/LinkedIn';
import { Avatar, Box, Card, CardActions, CardContent, Link, Stack, Typography } from '@mui/material';
import { ExportButton, List, RecordContextProvider, TopToolbar, type RaRecord } from 'react-admin';
import { initials } from '#shared/initials.ts';
import { fixedSizeImage } from '#shared/storageImage.ts';
import { ActiveBulkActions } from '../common/BulkActions.tsx';
import { csvExporter } from '../common/csv.ts';
import { DeleteRecordButton } from '../common/DeleteRecordButton.tsx';
import { CreateLinkButton, EditLinkButton } from '../common/LinkButtons.tsx';
import type { DeleteToasts } from '../common/messages.ts';
import { RecordCards } from '../common/RecordCards.tsx';
import { StatusChip } from '../common/StatusChip.tsx';

export interface Ambassador extends RaRecord {
  name: string;
  company: string;
  specialties: string;
  photo_url: string | null;
  linkedin_url: string | null;
  is_active: boolean;
  created_at: string;
}

const AMBASSADOR_DELETE_TOASTS: DeleteToasts = {
  deleted: { title: 'Embaixador removido com sucesso!' },
  failed: (message) => ({ title: `Erro ao remover embaixador: ${message}`, variant: 'error' }),
};

function AmbassadorCard({ ambassador }: { ambassador: Ambassador }) {
  return (
    <Card
      component="article"
      aria-label={ambassador.name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
          <Avatar
            {...(ambassador.photo_url ? fixedSizeImage(ambassador.photo_url, 64) : {})}
            alt={ambassador.name}
            sx={{ width: 64, height: 64 }}
          >
            {initials(ambassador.name)}
          </Avatar>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            {/* Whole names, wrapped between words when long (a cut name is a different person to a
                reader); the status sits under them so the name gets the card's width. */}
            <Typography variant="h6" component="h3" sx={{ overflowWrap: 'break-word', lineHeight: 1.3 }}>
              {ambassador.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
              {ambassador.company}
            </Typography>
            <Box sx={{ mt: 0.5 }}>
              <StatusChip on={ambassador.is_active} />
            </Box>
          </Box>
        </Stack>
        <Typography variant="body2">{ambassador.specialties}</Typography>
        {ambassador.linkedin_url && (
          <Link
            href={ambassador.linkedin_url}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1 }}
          >
            <LinkedInIcon fontSize="small" /> LinkedIn
          </Link>
        )}
      </CardContent>
      <CardActions>
        <RecordContextProvider value={ambassador}>
          <EditLinkButton />
          <DeleteRecordButton label="Remover" toasts={AMBASSADOR_DELETE_TOASTS} />
        </RecordContextProvider>
      </CardActions>
    </Card>
  );
}

const exporter = csvExporter<Ambassador>('embaixadores', [
  { label: 'Nome', value: (a) => a.name },
  { label: 'Empresa', value: (a) => a.company },
  { label: 'Especialidades', value: (a) => a.specialties },
  { label: 'LinkedIn', value: (a) => a.linkedin_url },
  { label: 'Ativo', value: (a) => a.is_active },
]);

export function AmbassadorList() {
  return (
    <List
      title="Embaixadores"
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={100}
      exporter={exporter}
      actions={
        <TopToolbar>
          <ExportButton label="Exportar CSV" />
          <CreateLinkButton label="Novo Embaixador" />
        </TopToolbar>
      }
      empty={false}
      pagination={false}
    >
      <Typography variant="h5" component="h1" sx={{ px: 2, pt: 2 }}>
        Embaixadores
      </Typography>
      <RecordCards<Ambassador>
        loadingText="Carregando..."
        empty={<Typography sx={{ p: 2 }}>Nenhum embaixador cadastrado ainda.</Typography>}
        renderCard={(ambassador) => <AmbassadorCard ambassador={ambassador} />}
        bulkActions={<ActiveBulkActions />}
        recordLabel={(ambassador) => ambassador.name}
      />
    </List>
  );
}

import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import { Avatar, Box, Card, CardActions, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import {
  Button,
  List,
  RecordContextProvider,
  useCreatePath,
  useListContext,
  type RaRecord,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { initials } from '../../shared/initials.ts';
import { DeleteNowButton } from '../posts/RowActions.tsx';
import { useToast } from '../posts/toast.tsx';

export interface Ambassador extends RaRecord {
  name: string;
  company: string;
  specialties: string;
  photo_url: string | null;
  linkedin_url: string | null;
  is_active: boolean;
  created_at: string;
}

function ActiveBadge({ active }: { active: boolean }) {
  return <Chip size="small" label={active ? 'Ativo' : 'Inativo'} color={active ? 'success' : 'default'} />;
}

function AmbassadorCard({ ambassador }: { ambassador: Ambassador }) {
  const createPath = useCreatePath();
  const toast = useToast();
  return (
    <Card
      component="article"
      aria-label={ambassador.name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
          <Avatar
            src={ambassador.photo_url ?? undefined}
            alt={ambassador.name}
            sx={{ width: 64, height: 64 }}
          >
            {initials(ambassador.name)}
          </Avatar>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h3" noWrap>
              {ambassador.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {ambassador.company}
            </Typography>
          </Box>
          <ActiveBadge active={ambassador.is_active} />
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
          <Button
            label="Editar"
            component={RouterLink}
            to={createPath({ resource: 'ambassadors', type: 'edit', id: ambassador.id })}
          >
            <EditIcon />
          </Button>
          <DeleteNowButton
            label="Remover"
            onDeleted={() => toast('Embaixador removido com sucesso!')}
            onFailed={(message) => toast(`Erro ao remover embaixador: ${message}`, null, 'error')}
          />
        </RecordContextProvider>
      </CardActions>
    </Card>
  );
}

function AmbassadorGrid() {
  const { data, isPending, error } = useListContext<Ambassador>();
  if (isPending) return <Typography sx={{ p: 2 }}>Carregando...</Typography>;
  if (error)
    return (
      <Typography sx={{ p: 2 }} color="error">
        {error.message}
      </Typography>
    );
  if (!data || data.length === 0) {
    return <Typography sx={{ p: 2 }}>Nenhum embaixador cadastrado ainda.</Typography>;
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        p: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {data.map((ambassador) => (
        <AmbassadorCard key={ambassador.id} ambassador={ambassador} />
      ))}
    </Box>
  );
}

function NewAmbassadorButton() {
  const createPath = useCreatePath();
  return (
    <Button
      label="Novo Embaixador"
      variant="contained"
      component={RouterLink}
      to={createPath({ resource: 'ambassadors', type: 'create' })}
    >
      <AddIcon />
    </Button>
  );
}

export function AmbassadorList() {
  return (
    <List
      title="Embaixadores"
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={100}
      actions={<NewAmbassadorButton />}
      empty={false}
      pagination={false}
    >
      <Typography variant="h5" component="h1" sx={{ px: 2, pt: 2 }}>
        Embaixadores
      </Typography>
      <AmbassadorGrid />
    </List>
  );
}

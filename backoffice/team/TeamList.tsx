import { Box, Button, Chip, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, List, SearchInput, useGetIdentity, useRecordContext, useRefresh } from 'react-admin';
import { formatDateTimeBR } from '../../shared/dates.ts';
import { PageHeading } from '../common/PageHeading.tsx';
import { RowsTable } from '../common/RowsTable.tsx';
import { errorMessage } from '../common/errors.ts';
import { useToast } from '../common/toast.tsx';
import { authProvider } from '../providers/authProvider.ts';
import { supabaseClient } from '../providers/supabaseClient.ts';
import { grantAdmin, revokeAdmin } from './roles.ts';

interface TeamAccount {
  id: string;
  email: string | null;
  created_at: string;
  email_confirmed_at: string | null;
  last_sign_in_at: string | null;
  is_admin: boolean;
}

function RoleButton() {
  const account = useRecordContext<TeamAccount>();
  const { data: identity } = useGetIdentity();
  const toast = useToast();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!account) return null;
  const email = account.email ?? 'esta conta';

  const run = async () => {
    setBusy(true);
    try {
      if (account.is_admin) {
        await revokeAdmin(supabaseClient, account.id);
        toast({ title: 'Acesso revogado', description: `${email} não é mais administrador.` });
      } else {
        await grantAdmin(supabaseClient, account.id);
        toast({ title: 'Acesso concedido', description: `${email} agora é administrador.` });
      }
      if (account.id === identity?.id) authProvider.clearRoleCache();
      refresh();
    } catch (error) {
      toast({
        title: account.is_admin ? 'Erro ao revogar acesso' : 'Erro ao conceder acesso',
        description: errorMessage(error),
        variant: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="small"
      variant={account.is_admin ? 'outlined' : 'contained'}
      color={account.is_admin ? 'error' : 'primary'}
      disabled={busy}
      onClick={() => void run()}
      aria-label={`${account.is_admin ? 'Revogar admin' : 'Tornar admin'}: ${email}`}
    >
      {account.is_admin ? 'Revogar admin' : 'Tornar admin'}
    </Button>
  );
}

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar por e-mail" />];

/** 'Equipe': accounts created at /admin-auth, and who among them is an admin. */
export function TeamList() {
  return (
    <Box>
      <PageHeading>Equipe</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Contas cadastradas no painel. Aprove um cadastro concedendo o acesso de administrador.
      </Typography>
      <List
        title="Equipe"
        sort={{ field: 'created_at', order: 'DESC' }}
        filters={filters}
        actions={false}
        empty={false}
        exporter={false}
        perPage={25}
      >
        <RowsTable emptyText="Nenhuma conta encontrada.">
          <DataTable.Col label="E-mail" source="email" />
          <DataTable.Col
            label="Cadastro"
            source="created_at"
            render={(a: TeamAccount) => formatDateTimeBR(a.created_at)}
          />
          <DataTable.Col
            label="E-mail confirmado"
            source="email_confirmed_at"
            render={(a: TeamAccount) => (a.email_confirmed_at ? 'Sim' : 'Não')}
          />
          <DataTable.Col
            label="Último acesso"
            source="last_sign_in_at"
            render={(a: TeamAccount) => formatDateTimeBR(a.last_sign_in_at) || '—'}
          />
          <DataTable.Col
            label="Papel"
            source="is_admin"
            render={(a: TeamAccount) => (
              <Chip
                size="small"
                label={a.is_admin ? 'Administrador' : 'Aguardando aprovação'}
                color={a.is_admin ? 'primary' : 'default'}
              />
            )}
          />
          <DataTable.Col label="Ações" disableSort>
            <RoleButton />
          </DataTable.Col>
        </RowsTable>
      </List>
    </Box>
  );
}

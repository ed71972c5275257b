import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { DataTable, List, SearchInput, useGetIdentity, useRecordContext, useRefresh } from 'react-admin';
import { formatDateTimeBR, withTimeZone } from '../common/dates.ts';
import { PageHeading } from '../common/PageHeading.tsx';
import { RowsTable } from '../common/RowsTable.tsx';
import { errorMessage } from '../common/errors.ts';
import { useToast } from '../common/toast.tsx';
import { navigateTo } from '../navigation.tsx';
import { ADMIN_AUTH_PATH, authProvider } from '../providers/authProvider.ts';
import { supabaseClient } from '../providers/supabaseClient.ts';
import { InviteDialog } from './InviteDialog.tsx';
import { revokeInvite, sendInvite, TEAM_ROLE_LABELS, type TeamRole } from './invites.ts';
import { grantAdmin, revokeAdmin } from './roles.ts';

interface TeamAccount {
  id: string;
  email: string | null;
  created_at: string;
  email_confirmed_at: string | null;
  last_sign_in_at: string | null;
  is_admin: boolean;
  invited_at: string | null;
  role: TeamRole | null;
}

/** Invited and not accepted yet (the invitee has not opened the link). */
const isPendingInvite = (account: TeamAccount) => Boolean(account.invited_at) && !account.email_confirmed_at;

function roleChip(account: TeamAccount): {
  label: string;
  color: 'primary' | 'warning' | 'default' | 'info';
} {
  if (isPendingInvite(account)) return { label: 'Convite pendente', color: 'warning' };
  if (account.is_admin) return { label: 'Administrador', color: 'primary' };
  if (account.role === 'moderator') return { label: 'Moderador', color: 'info' };
  return { label: 'Aguardando aprovação', color: 'default' };
}

/** The role column: the status chip, and for a pending invite the role it will grant. */
function RoleCell({ account }: { account: TeamAccount }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      <Chip size="small" {...roleChip(account)} />
      {isPendingInvite(account) && account.role && (
        <Typography variant="caption" color="text.secondary">
          como {TEAM_ROLE_LABELS[account.role]}
        </Typography>
      )}
    </Box>
  );
}

/** On a phone: the role chip and its action under the address, instead of columns off-screen. */
function MobileRoleLine({ account }: { account: TeamAccount }) {
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
      <Chip component="span" size="small" {...roleChip(account)} />
      <RoleButton />
    </Box>
  );
}

/** A pending invite: send the link again (same role) or cancel it. */
function InviteActions({ account }: { account: TeamAccount }) {
  const toast = useToast();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const email = account.email ?? '';

  const run = async (action: 'resend' | 'revoke') => {
    setBusy(true);
    try {
      if (action === 'resend') {
        await sendInvite(supabaseClient, email, account.role ?? 'admin');
        toast({ title: 'Convite reenviado', description: `Enviamos um novo link para ${email}.` });
      } else {
        await revokeInvite(supabaseClient, account.id);
        toast({ title: 'Convite cancelado', description: `O convite para ${email} foi cancelado.` });
      }
      refresh();
    } catch (error) {
      toast({
        title: action === 'resend' ? 'Erro ao reenviar convite' : 'Erro ao cancelar convite',
        description: errorMessage(error),
        variant: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button
        size="small"
        variant="outlined"
        disabled={busy}
        onClick={() => void run('resend')}
        aria-label={`Reenviar convite: ${email}`}
      >
        Reenviar
      </Button>
      <Button
        size="small"
        color="error"
        disabled={busy}
        onClick={() => void run('revoke')}
        aria-label={`Cancelar convite: ${email}`}
      >
        Cancelar
      </Button>
    </Box>
  );
}

/** Asked before an admin removes their own role: saving it closes the panel to them at once. */
function RevokeSelfDialog({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="revoke-self-title">
      <DialogTitle id="revoke-self-title">Remover o seu acesso de administrador?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Você vai perder o acesso ao painel administrativo assim que confirmar. Só outro administrador poderá
          devolvê-lo.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Cancelar
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained">
          Remover meu acesso
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function RoleButton() {
  const account = useRecordContext<TeamAccount>();
  const { data: identity } = useGetIdentity();
  const toast = useToast();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [confirmingSelf, setConfirmingSelf] = useState(false);
  if (!account) return null;
  if (isPendingInvite(account)) return <InviteActions account={account} />;
  const email = account.email ?? 'esta conta';
  const isSelf = account.id === identity?.id;

  const run = async () => {
    setBusy(true);
    try {
      if (account.is_admin) {
        await revokeAdmin(supabaseClient, account.id);
        if (isSelf) {
          // Nothing here is theirs to see any more: out of the panel at once, the message kept on screen.
          toast({ title: 'Acesso revogado', description: 'Você não é mais administrador e saiu do painel.' });
          await leavePanel();
          return;
        }
        toast({ title: 'Acesso revogado', description: `${email} não é mais administrador.` });
      } else {
        await grantAdmin(supabaseClient, account.id);
        toast({ title: 'Acesso concedido', description: `${email} agora é administrador.` });
      }
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

  const onClick = () => {
    if (account.is_admin && isSelf) setConfirmingSelf(true);
    else void run();
  };

  return (
    <>
      <Button
        size="small"
        variant={account.is_admin ? 'outlined' : 'contained'}
        color={account.is_admin ? 'error' : 'primary'}
        disabled={busy}
        onClick={onClick}
        aria-label={`${account.is_admin ? 'Revogar admin' : 'Tornar admin'}: ${email}`}
      >
        {account.is_admin ? 'Revogar admin' : 'Tornar admin'}
      </Button>
      <RevokeSelfDialog
        open={confirmingSelf}
        onCancel={() => setConfirmingSelf(false)}
        onConfirm={() => {
          setConfirmingSelf(false);
          void run();
        }}
      />
    </>
  );
}

/** Signs this browser out and shows the sign-in page in place (a page load would drop the toasts). */
async function leavePanel(): Promise<void> {
  authProvider.clearRoleCache();
  await supabaseClient.auth.signOut({ scope: 'local' });
  navigateTo(ADMIN_AUTH_PATH, { replace: true });
}

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar por e-mail" />];

/** 'Equipe': accounts created at /admin-auth, and who among them is an admin. */
export function TeamList() {
  const [inviting, setInviting] = useState(false);
  const refresh = useRefresh();
  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <PageHeading>Equipe</PageHeading>
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
          Convidar
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Contas cadastradas no painel. Aprove um cadastro concedendo o acesso de administrador, ou convide
        alguém por e-mail.
      </Typography>
      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={() => {
          setInviting(false);
          refresh();
        }}
      />
      <List
        title="Equipe"
        sort={{ field: 'created_at', order: 'DESC' }}
        filters={filters}
        actions={false}
        empty={false}
        exporter={false}
        perPage={25}
      >
        <RowsTable<TeamAccount>
          emptyText="Nenhuma conta encontrada."
          mobile={{
            primaryText: (a) => (
              <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                {a.email}
              </Box>
            ),
            secondaryText: (a) => <MobileRoleLine account={a} />,
            rowClick: false,
          }}
        >
          <DataTable.Col label="E-mail" source="email" />
          <DataTable.Col
            label={withTimeZone('Cadastro')}
            source="created_at"
            render={(a: TeamAccount) => formatDateTimeBR(a.created_at)}
          />
          <DataTable.Col
            label="E-mail confirmado"
            source="email_confirmed_at"
            render={(a: TeamAccount) => (a.email_confirmed_at ? 'Sim' : 'Não')}
          />
          <DataTable.Col
            label={withTimeZone('Último acesso')}
            source="last_sign_in_at"
            render={(a: TeamAccount) => formatDateTimeBR(a.last_sign_in_at) || '—'}
          />
          <DataTable.Col
            label="Papel"
            source="is_admin"
            render={(a: TeamAccount) => <RoleCell account={a} />}
          />
          <DataTable.Col label="Ações" disableSort>
            <RoleButton />
          </DataTable.Col>
        </RowsTable>
      </List>
    </Box>
  );
}

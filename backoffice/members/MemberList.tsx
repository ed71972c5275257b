import { Alert, Avatar, Box, Chip, Typography } from '@mui/material';
import { DataTable, List, SearchInput, useListContext, useRecordContext, type Identifier } from 'react-admin';
import type { Tables } from '../../shared/database.types.ts';
import { initials } from '../../shared/initials.ts';
import { PrevNextPagination } from '../common/PrevNextPagination.tsx';
import { RowsTable } from '../common/RowsTable.tsx';
import { MemberDataActions } from './MemberDataActions.tsx';
import { MemberStatisticsCards } from './StatisticsCards.tsx';
import { dateTimeOrDash, memberEmail, memberName, onlineLabel } from './format.ts';

type Member = Tables<'members'> & { id: Identifier };

export const MEMBERS_PER_PAGE = 20;

function MemberNameCell() {
  const member = useRecordContext<Member>();
  if (!member) return null;
  const name = memberName(member.full_name);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Avatar src={member.avatar_url ?? undefined} alt="" sx={{ width: 32, height: 32, fontSize: 14 }}>
        {member.full_name ? initials(member.full_name) : '?'}
      </Avatar>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {name}
      </Typography>
    </Box>
  );
}

function MembersEmptyText() {
  const { filterValues } = useListContext();
  return filterValues.q ? 'Nenhum membro encontrado para sua busca.' : 'Nenhum membro cadastrado ainda.';
}

const filters = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder="Buscar por nome ou e-mail"
    aria-label="Buscar por nome ou e-mail"
  />,
];

/** Members: read-only, searchable, 20 per page. */
export function MemberList() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Membros
      </Typography>
      <MemberStatisticsCards />
      <List
        title="Membros"
        perPage={MEMBERS_PER_PAGE}
        sort={{ field: 'created_at', order: 'DESC' }}
        filters={filters}
        pagination={<PrevNextPagination />}
        exporter={false}
        actions={false}
        empty={false}
        error={<Alert severity="error">Erro ao carregar membros. Tente novamente.</Alert>}
        queryOptions={{ onError: () => undefined }}
        sx={{ '& .RaList-main': { mt: 0 } }}
      >
        <RowsTable emptyText={<MembersEmptyText />}>
          <DataTable.Col label="Nome" source="full_name" field={MemberNameCell} />
          <DataTable.Col label="E-mail" source="email" render={(m: Member) => memberEmail(m.email)} />
          <DataTable.Col
            label="Status"
            source="is_logged_in"
            render={(m: Member) => (
              <Chip
                size="small"
                label={onlineLabel(m.is_logged_in)}
                color={m.is_logged_in ? 'success' : 'default'}
                variant={m.is_logged_in ? 'filled' : 'outlined'}
              />
            )}
          />
          <DataTable.NumberCol label="Logins" source="login_count" />
          <DataTable.Col
            label="Último login"
            source="last_login_at"
            render={(m: Member) => dateTimeOrDash(m.last_login_at)}
          />
          <DataTable.Col
            label="Cadastro"
            source="created_at"
            render={(m: Member) => dateTimeOrDash(m.created_at)}
          />
          <DataTable.Col label="LGPD" disableSort field={MemberDataActions} />
        </RowsTable>
      </List>
    </Box>
  );
}

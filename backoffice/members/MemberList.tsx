import { Alert, Avatar, Box, Chip, Typography } from '@mui/material';
import {
  BooleanInput,
  DataTable,
  ExportButton,
  FilterButton,
  List,
  SearchInput,
  TopToolbar,
  useListContext,
  useRecordContext,
  type Identifier,
} from 'react-admin';
import type { Tables } from '#shared/database.types.ts';
import { initials } from '#shared/initials.ts';
import { csvExporter } from '../common/csv.ts';
import { DatePickerInput } from '../common/DatePickerInput.tsx';
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
  return Object.keys(filterValues).length > 0
    ? 'Nenhum membro encontrado para sua busca.'
    : 'Nenhum membro cadastrado ainda.';
}

const filters = [
  <BooleanInput key="active_30d" source="active_30d" label="Ativos nos últimos 30 dias" />,
  <BooleanInput key="online" source="online" label="Online agora" />,
  <DatePickerInput key="joined_from" source="joined_from" label="Entrou a partir de" />,
  <DatePickerInput key="joined_to" source="joined_to" label="Entrou até" />,
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder="Buscar por nome ou e-mail"
    aria-label="Buscar por nome ou e-mail"
    // Wide enough for the whole placeholder (react-admin's default cuts it at 'e-ma'); phones keep the
    // filter bar's full width.
    sx={{ minWidth: { sm: 300 } }}
  />,
];

/** The members matching the list's filters, as the table shows them. */
const exporter = csvExporter<Member>('membros', [
  { label: 'Nome', value: (m) => memberName(m.full_name) },
  { label: 'E-mail', value: (m) => memberEmail(m.email) },
  { label: 'Status', value: (m) => onlineLabel(m.is_logged_in) },
  { label: 'Logins', value: (m) => m.login_count },
  { label: 'Último login', value: (m) => dateTimeOrDash(m.last_login_at) },
  { label: 'Cadastro', value: (m) => dateTimeOrDash(m.created_at) },
]);

/** Members: read-only, searchable, 20 per page, exportable. */
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
        exporter={exporter}
        actions={
          <TopToolbar>
            <FilterButton />
            <ExportButton label="Exportar CSV" />
          </TopToolbar>
        }
        empty={false}
        error={<Alert severity="error">Erro ao carregar membros. Tente novamente.</Alert>}
        queryOptions={{ onError: () => undefined }}
        sx={{ '& .RaList-main': { mt: 0 } }}
      >
        <RowsTable
          emptyText={<MembersEmptyText />}
          rowClick="show"
          mobile={{
            primaryText: (m: Member) => memberName(m.full_name),
            secondaryText: (m: Member) => memberEmail(m.email),
            tertiaryText: (m: Member) => onlineLabel(m.is_logged_in),
          }}
        >
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

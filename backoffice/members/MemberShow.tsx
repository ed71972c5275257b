import {
  Avatar,
  Box,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { Show, useRecordContext, type Identifier } from 'react-admin';
import type { Tables } from '#shared/database.types.ts';
import { initials } from '#shared/initials.ts';
import { dateTimeOrDash, memberEmail, memberName, onlineLabel } from './format.ts';
import { providerLabel } from './statistics.ts';

type Member = Tables<'members'> & { id: Identifier };

/** The professional network's profile fields, as plain text rows (nested values as JSON). */
function profileRows(profile: unknown): Array<[string, string]> {
  if (!profile || typeof profile !== 'object' || Array.isArray(profile)) return [];
  return Object.entries(profile as Record<string, unknown>)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => [key, typeof value === 'object' ? JSON.stringify(value) : String(value)]);
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body1">{value}</Typography>
    </Box>
  );
}

function MemberDetail() {
  const member = useRecordContext<Member>();
  if (!member) return null;
  const rows = profileRows(member.profile_data);
  return (
    <Stack spacing={3} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Avatar src={member.avatar_url ?? undefined} alt="" sx={{ width: 72, height: 72 }}>
          {member.full_name ? initials(member.full_name) : '?'}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {memberName(member.full_name)}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {memberEmail(member.email)}
          </Typography>
        </Box>
        <Chip
          size="small"
          label={onlineLabel(member.is_logged_in)}
          color={member.is_logged_in ? 'success' : 'default'}
        />
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <Fact label="Logins" value={String(member.login_count ?? 0)} />
        <Fact label="Primeiro acesso" value={dateTimeOrDash(member.created_at)} />
        <Fact label="Último acesso" value={dateTimeOrDash(member.last_login_at)} />
        <Fact label="Provedor" value={providerLabel(member.provider_name)} />
      </Box>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            Dados do LinkedIn
          </Typography>
          {rows.length === 0 ? (
            <Typography color="text.secondary">Nenhum dado do LinkedIn disponível.</Typography>
          ) : (
            <Table size="small" aria-label="Dados do LinkedIn">
              <TableBody>
                {rows.map(([key, value]) => (
                  <TableRow key={key}>
                    <TableCell component="th" scope="row" sx={{ width: '35%', fontWeight: 500 }}>
                      {key}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

/** One member: profile, sign-ins and what LinkedIn sent. Read-only, like the list. */
export function MemberShow() {
  return (
    <Show title="Membro" actions={false}>
      <MemberDetail />
    </Show>
  );
}

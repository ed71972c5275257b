import { Typography } from '@mui/material';
import { useGetManyAggregate } from 'react-admin';
import { DELETED_ACCOUNT, SYSTEM_ACTOR } from './labels.ts';
import { ACTORS_RESOURCE } from './resourceNames.ts';

export interface Actor {
  id: string;
  name: string;
}

/**
 * Who made a change: their name (read through the admin-only actors function; the names of a whole page
 * of entries come in one request), 'Conta excluída' once the account is gone, or 'Sistema' for changes
 * made without an account (seed data, the service role).
 */
export function ActorName({ id, system = false }: { id: string | null; system?: boolean }) {
  const { data } = useGetManyAggregate<Actor>(
    ACTORS_RESOURCE,
    { ids: id ? [id] : [] },
    { enabled: Boolean(id) },
  );
  if (!id) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {system ? SYSTEM_ACTOR : DELETED_ACCOUNT}
      </Typography>
    );
  }
  return (
    <Typography component="span" variant="body2">
      {data?.[0]?.name ?? '…'}
    </Typography>
  );
}

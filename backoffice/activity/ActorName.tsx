import { Typography } from '@mui/material';
import { useGetManyAggregate } from 'react-admin';
import { DELETED_ACCOUNT } from './labels.ts';
import { ACTORS_RESOURCE } from './resourceNames.ts';

export interface Actor {
  id: string;
  name: string;
}

/**
 * Who made a change: their name (read through the admin-only actors function; the names of a whole page
 * of entries come in one request), or 'Conta excluída' once the account is gone.
 */
export function ActorName({ id }: { id: string | null }) {
  const { data } = useGetManyAggregate<Actor>(
    ACTORS_RESOURCE,
    { ids: id ? [id] : [] },
    { enabled: Boolean(id) },
  );
  if (!id) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {DELETED_ACCOUNT}
      </Typography>
    );
  }
  return (
    <Typography component="span" variant="body2">
      {data?.[0]?.name ?? '…'}
    </Typography>
  );
}

import { Chip } from '@mui/material';

interface StatusChipProps {
  on: boolean;
  /** 'Ativo' / 'Inativo' unless the resource words it otherwise ('Ativa', 'Publicado', 'Rascunho'…). */
  onLabel?: string;
  offLabel?: string;
}

/** A record's on/off state as a small chip, green when on. */
export function StatusChip({ on, onLabel = 'Ativo', offLabel = 'Inativo' }: StatusChipProps) {
  return <Chip size="small" label={on ? onLabel : offLabel} color={on ? 'success' : 'default'} />;
}

import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import RemoveIcon from '@mui/icons-material/Remove';
import { Typography } from '@mui/material';
import type { PeriodChange } from './report.ts';

const CHANGE_ICONS = { up: ArrowUpwardIcon, down: ArrowDownwardIcon, same: RemoveIcon, new: ArrowUpwardIcon };

/** '+25% em relação aos 7 dias anteriores', with an arrow: the words carry it, the colour only helps. */
export function ChangeLine({ change }: { change: PeriodChange }) {
  const Icon = CHANGE_ICONS[change.direction];
  const color =
    change.direction === 'down'
      ? 'error.main'
      : change.direction === 'same'
        ? 'text.secondary'
        : 'success.dark';
  return (
    <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color }}>
      <Icon fontSize="small" aria-hidden />
      {change.label}
    </Typography>
  );
}

import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Button, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { pageLabel } from './format.ts';

/** Previous / next with 'Página X de Y', as the spec's members table. */
export function PrevNextPagination() {
  const { page, perPage, total, setPage, isPending } = useListContext();
  if (isPending || total === undefined || total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Box
      component="nav"
      aria-label="Paginação"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, p: 2 }}
    >
      <Button
        startIcon={<ChevronLeft />}
        onClick={() => setPage(page - 1)}
        disabled={page <= 1}
        variant="outlined"
        size="small"
      >
        Anterior
      </Button>
      <Typography variant="body2" aria-live="polite">
        {pageLabel(page, total, perPage)}
      </Typography>
      <Button
        endIcon={<ChevronRight />}
        onClick={() => setPage(page + 1)}
        disabled={page >= pages}
        variant="outlined"
        size="small"
      >
        Próxima
      </Button>
    </Box>
  );
}

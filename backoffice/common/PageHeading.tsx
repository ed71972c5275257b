import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The visible title of a create or edit page ('Adicionar Curso', 'Editar Curso'…). */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
      {children}
    </Typography>
  );
}

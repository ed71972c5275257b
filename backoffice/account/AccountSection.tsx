import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One block of 'Minha conta': a titled card with a short explanation. */
export function AccountSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = `account-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {description && <Typography color="text.secondary">{description}</Typography>}
        {children}
      </CardContent>
    </Card>
  );
}

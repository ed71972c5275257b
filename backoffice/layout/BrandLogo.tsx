import Box from '@mui/material/Box';
import { BRAND } from '#shared/brand.ts';

/** The brand mark: two linked rings (the "elo") beside the product name. */
export function BrandLogo({ size = 32 }: { size?: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label={BRAND.name}>
        <rect width="32" height="32" rx="8" fill="#4f46e5" />
        <circle cx="13" cy="16" r="6" fill="none" stroke="#fff" strokeWidth="2.5" />
        <circle cx="19" cy="16" r="6" fill="none" stroke="#c7d2fe" strokeWidth="2.5" />
      </svg>
      <Box component="span" sx={{ fontWeight: 700, fontSize: size * 0.55, letterSpacing: -0.3 }}>
        {BRAND.name}
      </Box>
    </Box>
  );
}

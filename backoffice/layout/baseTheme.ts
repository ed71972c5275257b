import type { ThemeOptions } from '@mui/material';

/**
 * The back-office look without react-admin: the sign-in page and the toasts use it as is, react-admin's
 * theme (theme.ts) builds on it. Light surfaces, rounded cards, no uppercase buttons.
 */
export const baseThemeOptions = {
  palette: {
    mode: 'light',
    primary: { main: '#4f46e5' },
    secondary: { main: '#0f766e' },
    background: { default: '#f6f7fb', paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiAppBar: { styleOverrides: { root: { borderBottom: '1px solid #e5e7eb' } } },
  },
} satisfies ThemeOptions;

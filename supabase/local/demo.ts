/** The demo admin created by supabase/seed.sql (local stack only). */
export const DEMO_ADMIN = {
  email: 'admin@elocx.com.br',
  password: 'EloCX-admin-2026',
} as const;

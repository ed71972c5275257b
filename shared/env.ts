/**
 * Public configuration of both apps, read at build time from VITE_* variables, with the local
 * stack's well-known defaults so a fresh clone works without any .env file.
 */
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const env = (import.meta.env ?? {}) as Record<string, string | undefined>;

export const SUPABASE_URL: string = env.VITE_SUPABASE_URL || 'http://127.0.0.1:54321';
export const SUPABASE_ANON_KEY: string = env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;

import path from 'node:path';
import { defineConfig } from 'vitest/config';

const shared = path.resolve(import.meta.dirname, 'shared');

/**
 * unit: pure helpers and components (jsdom). integration: the real local stack, started once per run
 * on its own ports (tests/integration/global-setup.ts) and driven with the unmodified supabase-js.
 */
export default defineConfig({
  resolve: { alias: { '@shared': shared } },
  test: {
    projects: [
      {
        resolve: { alias: { '@shared': shared } },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        resolve: { alias: { '@shared': shared } },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          fileParallelism: false,
          // npm test runs these beside the end-to-end run, on two cores: twice the time a test had alone.
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});

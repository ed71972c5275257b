import { defineConfig } from 'vitest/config';

/**
 * unit: pure helpers and components. integration: the real local stack, started once per run
 * on its own ports (tests/integration/global-setup.ts) and driven with the unmodified supabase-js.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // Node by default: setting up jsdom took about 2 s per file, half the run, for files that use no
          // DOM. A file that renders or reads a DOM says so on its first line: `// @vitest-environment jsdom`.
          environment: 'node',
          // npm test runs these beside the end-to-end and integration runs: a component test that takes
          // 1 s alone took 5–33 s there on a loaded machine (vitest's default budget is 5 s).
          testTimeout: 60_000,
        },
      },
      {
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

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const UNIT_DIR = 'tests/unit';

/**
 * Unit files that replace a module (`vi.mock`): they run isolated (project unit-mocks), since in the shared
 * module graph of the other unit files a replaced module would stay replaced for the files after them.
 */
const MOCKING_FILES = readdirSync(UNIT_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.posix.join(UNIT_DIR, file.split(path.sep).join('/')))
  .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8')));

const unitTest = {
  // Node by default: setting up jsdom took about 2 s per file, half the run, for files that use no
  // DOM. A file that renders or reads a DOM says so on its first line: `// @vitest-environment jsdom`.
  environment: 'node',
  // npm test runs these beside the end-to-end and integration runs: a component test that takes
  // 1 s alone took 5–33 s there on a loaded machine (vitest's default budget is 5 s).
  testTimeout: 60_000,
  // …and Testing Library's waits (1 s by default) get as long.
  setupFiles: [`${UNIT_DIR}/setup.ts`] as string[],
} as const;

/**
 * unit: pure helpers and components. integration: the real local stack, started once per run
 * on its own ports (tests/integration/global-setup.ts) and driven with the unmodified supabase-js.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...unitTest,
          name: 'unit',
          include: [`${UNIT_DIR}/**/*.test.{ts,tsx}`],
          exclude: MOCKING_FILES,
          // One module graph for all the files a worker runs: a fresh one per file made importing modules
          // three quarters of the run's CPU (83 → 28 CPU-s, the mocking files apart). Stubbed globals, env
          // and timers are restored by each file (vitest restores spies between files), components are
          // unmounted after each test.
          isolate: false,
        },
      },
      {
        test: { ...unitTest, name: 'unit-mocks', include: MOCKING_FILES },
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

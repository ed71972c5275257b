import { existsSync } from 'node:fs';
import pg from 'pg';
import type { StackConfig } from '#supabase/local/config.ts';
import {
  dataDirFrom,
  productionSettings,
  productionStackConfig,
  type ProductionSettings,
} from '#supabase/local/production/config.ts';
import { loadOrCreateSecrets, secretsFile } from '#supabase/local/production/secrets.ts';
import { dbDir, startPostgres } from '#supabase/local/postgres.ts';

/** The production data folder named by --data-dir (or ELO_DATA_DIR), with its settings and stack config. */
export async function productionContext(
  argv: readonly string[],
  { requireExisting }: { requireExisting: boolean },
): Promise<{ settings: ProductionSettings; config: StackConfig }> {
  const settings = productionSettings(dataDirFrom(argv));
  if (requireExisting && !existsSync(secretsFile(settings.dataDir))) {
    throw new Error(
      `${settings.dataDir} holds no production install (no secrets.json). Pass --data-dir or set ELO_DATA_DIR.`,
    );
  }
  const { secrets } = await loadOrCreateSecrets(settings.dataDir);
  return { settings, config: productionStackConfig(settings, secrets) };
}

/** Runs `work` against the data folder's database: the running one, or PostgreSQL started for the while. */
export async function withDatabase<T>(config: StackConfig, work: () => Promise<T>): Promise<T> {
  const probe = new pg.Client({ connectionString: config.dbUrl, connectionTimeoutMillis: 2000 });
  const running = await probe.connect().then(
    () => true,
    () => false,
  );
  await probe.end().catch(() => undefined);
  if (running) return work();
  if (!existsSync(dbDir(config)))
    throw new Error(`No database in ${config.stackDir} yet: start it once first.`);
  const database = await startPostgres(config, { initialise: false, log: (line) => console.error(line) });
  try {
    return await work();
  } finally {
    await database.stop();
  }
}

export function fail(err: unknown): never {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}

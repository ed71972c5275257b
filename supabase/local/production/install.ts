import type { StackConfig } from '../config.ts';
import { dataDirFrom, productionSettings, productionStackConfig, type ProductionSettings } from './config.ts';
import { readSecrets, secretsFile } from './secrets.ts';

/** A part of a running install (the stack, the site) reads the install the launcher prepared. */
export async function readInstall(
  argv: readonly string[],
): Promise<{ settings: ProductionSettings; config: StackConfig }> {
  const settings = productionSettings(dataDirFrom(argv));
  const secrets = await readSecrets(secretsFile(settings.dataDir));
  return { settings, config: productionStackConfig(settings, secrets) };
}

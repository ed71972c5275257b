import os from 'node:os';
import path from 'node:path';
import { databaseUrl, loadStackConfig, type StackConfig } from '../config.ts';
import type { ProductionSecrets } from './secrets.ts';

/** The folder of a production install: secrets.json, stack/ (database and files) and backups/. */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.ELO_DATA_DIR) return path.resolve(env.ELO_DATA_DIR);
  const base = env.XDG_DATA_HOME || path.join(os.homedir(), '.local', 'share');
  return path.join(base, 'elo-cx');
}

/** `--name value` or `--name=value` from argv. */
export function argValue(argv: readonly string[], name: string): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === name) return argv[i + 1];
    if (argv[i].startsWith(`${name}=`)) return argv[i].slice(name.length + 1);
  }
  return undefined;
}

export function dataDirFrom(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): string {
  const fromArgs = argValue(argv, '--data-dir');
  return fromArgs ? path.resolve(fromArgs) : defaultDataDir(env);
}

export interface ProductionSettings {
  dataDir: string;
  /** Where people reach the site, e.g. https://elocx.com.br (the proxy's address). */
  publicUrl: string;
  /** Where browsers reach the API: the same origin by default (the proxy routes /rest/v1, /auth/v1…). */
  publicApiUrl: string;
  /** The production site server's port and interface. */
  webPort: number;
  webHost: string;
  trustedProxies: string[];
  backup: { intervalHours: number; keepDays: number; dir: string };
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${raw}".`);
  return value;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function productionSettings(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): ProductionSettings {
  const webPort = positiveNumber(env, 'PORT', 3000);
  const publicUrl = withoutTrailingSlash(env.ELO_PUBLIC_URL || `http://localhost:${webPort}`);
  return {
    dataDir,
    publicUrl,
    publicApiUrl: withoutTrailingSlash(env.ELO_PUBLIC_API_URL || publicUrl),
    webPort,
    webHost: env.ELO_HOST || '127.0.0.1',
    trustedProxies: (env.ELO_TRUSTED_PROXIES ?? '127.0.0.1,::1')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    backup: {
      intervalHours: positiveNumber(env, 'ELO_BACKUP_INTERVAL_HOURS', 24),
      keepDays: positiveNumber(env, 'ELO_BACKUP_KEEP_DAYS', 14),
      dir: path.resolve(env.ELO_BACKUP_DIR || path.join(dataDir, 'backups')),
    },
  };
}

/**
 * The stack's configuration in production: config.toml and the port settings as in development, with
 * the data folder's secrets, the public addresses for links and redirects, and the real LinkedIn
 * (only when its client is configured) instead of the stand-in with demo personas.
 */
export function productionStackConfig(
  settings: ProductionSettings,
  secrets: ProductionSecrets,
  env: NodeJS.ProcessEnv = process.env,
): StackConfig {
  const base = loadStackConfig({
    ...env,
    ELO_STACK_DIR: path.join(settings.dataDir, 'stack'),
    ELO_SITE_URL: settings.publicUrl,
  });
  const extraRedirects = (env.ELO_ADDITIONAL_REDIRECT_URLS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    ...base,
    mode: 'production',
    apiUrl: settings.publicApiUrl,
    dbUrl: databaseUrl(base.ports.db, secrets.dbPassword),
    jwtSecret: secrets.jwtSecret,
    // Beside secrets.json, outside the stack folder that a restore replaces.
    signingKeysFile: path.join(settings.dataDir, 'signing-keys.json'),
    anonKey: secrets.anonKey,
    serviceRoleKey: secrets.serviceRoleKey,
    publishableKey: secrets.publishableKey,
    secretKey: secrets.secretKey,
    dbPassword: secrets.dbPassword,
    trustedProxies: settings.trustedProxies,
    auth: {
      ...base.auth,
      // config.toml's entries are the development addresses; production allows its own site only.
      additionalRedirectUrls: [`${settings.publicUrl}/**`, ...extraRedirects],
      linkedin: {
        ...base.auth.linkedin,
        enabled: base.auth.linkedin.enabled && Boolean(env.LINKEDIN_CLIENT_ID && env.LINKEDIN_CLIENT_SECRET),
        issuer: base.auth.linkedin.issuer ?? 'https://www.linkedin.com/oauth',
      },
    },
  };
}

/** How many processes serve the site (ELO_SITE_WORKERS): one per core unless set. */
export function siteWorkerCount(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.ELO_SITE_WORKERS;
  if (raw === undefined || raw === '') return os.availableParallelism();
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`ELO_SITE_WORKERS must be a whole number of at least 1, got "${raw}".`);
  }
  return count;
}

/** The address the launcher and scripts use to reach the stack's gateway on this machine. */
export function internalApiUrl(config: StackConfig): string {
  return `http://127.0.0.1:${config.ports.api}`;
}

/**
 * PostgREST's own address on this machine: the site's server-side reads go there directly (the gateway
 * would only pass them on), with the same tokens and so the same row-level security.
 */
export function internalRestUrl(config: StackConfig): string {
  return `http://127.0.0.1:${config.ports.postgrest}`;
}

import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, open, readFile, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT } from 'jose';
import { REPO_ROOT } from '../config.ts';
import {
  LOCAL_ANON_KEY,
  LOCAL_DB_PASSWORD,
  LOCAL_JWT_SECRET,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from '../keys.ts';

/** What a production stack signs and authenticates with; generated on first start, kept in one file. */
export interface ProductionSecrets {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
  dbPassword: string;
  createdAt: string;
  rotatedAt?: string;
}

const FIELDS = [
  'jwtSecret',
  'anonKey',
  'serviceRoleKey',
  'publishableKey',
  'secretKey',
  'dbPassword',
] as const;

/** The legacy API keys live as long as Supabase's own (ten years); rotating the secret revokes them. */
const API_KEY_LIFETIME_S = 10 * 365 * 24 * 3600;

export function secretsFile(dataDir: string): string {
  return path.join(dataDir, 'secrets.json');
}

function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** Secrets and data must not live in the repository, where a commit or a copy could carry them off. */
export function assertOutsideRepository(dataDir: string): void {
  if (isInside(path.resolve(dataDir), REPO_ROOT)) {
    throw new Error(
      `The production data folder ${dataDir} is inside the repository. Choose a folder outside it ` +
        '(--data-dir or ELO_DATA_DIR), e.g. ~/.local/share/elo-cx.',
    );
  }
}

async function signApiKey(jwtSecret: string, role: 'anon' | 'service_role'): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iss: 'supabase', ref: 'elo-cx', role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + API_KEY_LIFETIME_S)
    .sign(new TextEncoder().encode(jwtSecret));
}

const random = (bytes: number) => randomBytes(bytes).toString('base64url');

/** A new JWT secret with the API keys signed by it (and new opaque keys mapped to them). */
export async function newSigningSecrets(): Promise<
  Pick<ProductionSecrets, 'jwtSecret' | 'anonKey' | 'serviceRoleKey' | 'publishableKey' | 'secretKey'>
> {
  const jwtSecret = random(48);
  return {
    jwtSecret,
    anonKey: await signApiKey(jwtSecret, 'anon'),
    serviceRoleKey: await signApiKey(jwtSecret, 'service_role'),
    publishableKey: `sb_publishable_${random(24)}`,
    secretKey: `sb_secret_${random(24)}`,
  };
}

/** Writes the file with 0600 from its first byte, flushed to disk, replacing any earlier one atomically. */
async function writeSecrets(file: string, secrets: ProductionSecrets): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  const handle = await open(temp, 'wx', 0o600);
  try {
    await handle.writeFile(`${JSON.stringify(secrets, null, 2)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await chmod(temp, 0o600);
  await rename(temp, file);
}

/** Names of the well-known local values among the secrets: production refuses to run with any of them. */
export function demoSecretsIn(secrets: Pick<ProductionSecrets, (typeof FIELDS)[number]>): string[] {
  const demo: Record<(typeof FIELDS)[number], string> = {
    jwtSecret: LOCAL_JWT_SECRET,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    publishableKey: LOCAL_PUBLISHABLE_KEY,
    secretKey: LOCAL_SECRET_KEY,
    dbPassword: LOCAL_DB_PASSWORD,
  };
  return FIELDS.filter((field) => secrets[field] === demo[field]);
}

/** Group or other permission bits on the secrets file (0 is the only safe answer). */
export async function looseSecretsPermissions(file: string): Promise<number> {
  return (await stat(file)).mode & 0o077;
}

export async function readSecrets(file: string): Promise<ProductionSecrets> {
  const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<ProductionSecrets>;
  for (const field of FIELDS) {
    if (typeof parsed[field] !== 'string' || !parsed[field]) {
      throw new Error(`The secrets file ${file} has no "${field}"; restore it from a backup of the file.`);
    }
  }
  return parsed as ProductionSecrets;
}

/**
 * The data folder's secrets, generated (and written 0600) when the folder has none yet. Refuses a file
 * that others can read or that holds the well-known local values.
 */
export async function loadOrCreateSecrets(
  dataDir: string,
): Promise<{ secrets: ProductionSecrets; file: string; created: boolean }> {
  assertOutsideRepository(dataDir);
  const file = secretsFile(dataDir);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // As root, PostgreSQL runs as the postgres user, which must be able to pass through (not list) it.
  if (process.getuid?.() === 0) await chmod(dataDir, ((await stat(dataDir)).mode & 0o777) | 0o011);
  if (!existsSync(file)) {
    const secrets: ProductionSecrets = {
      ...(await newSigningSecrets()),
      dbPassword: random(24),
      createdAt: new Date().toISOString(),
    };
    await writeSecrets(file, secrets);
    return { secrets, file, created: true };
  }
  const loose = await looseSecretsPermissions(file);
  if (loose) {
    throw new Error(
      `The secrets file ${file} can be read by other users (mode ${(0o600 | loose).toString(8)}). ` +
        `Run "chmod 600 ${file}" and rotate the secrets ("npm run rotate-secrets").`,
    );
  }
  const secrets = await readSecrets(file);
  const demo = demoSecretsIn(secrets);
  if (demo.length > 0) {
    throw new Error(
      `The secrets file ${file} holds the public demo values (${demo.join(', ')}); production refuses ` +
        'them. Run "npm run rotate-secrets" for a new JWT secret and keys.',
    );
  }
  return { secrets, file, created: false };
}

/**
 * A new JWT secret and API keys (the database password stays): every token signed with the old secret
 * stops working at the next start, including the old anon key built into the apps.
 */
export async function rotateSecrets(dataDir: string): Promise<{ file: string; secrets: ProductionSecrets }> {
  assertOutsideRepository(dataDir);
  const file = secretsFile(dataDir);
  const current = await readSecrets(file);
  const secrets: ProductionSecrets = {
    ...current,
    ...(await newSigningSecrets()),
    rotatedAt: new Date().toISOString(),
  };
  await writeSecrets(file, secrets);
  return { file, secrets };
}

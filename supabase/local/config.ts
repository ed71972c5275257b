import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseToml } from 'smol-toml';
import {
  LOCAL_ANON_KEY,
  LOCAL_DB_PASSWORD,
  LOCAL_JWT_SECRET,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from './keys.ts';
import type { SigningKeyRing } from './signing-key-ring.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SUPABASE_DIR = path.join(REPO_ROOT, 'supabase');

export interface BucketSeed {
  id: string;
  objectsPath: string | null;
}

export interface StackConfig {
  /**
   * development: the CLI's well-known keys, demo seed, fast but crash-unsafe PostgreSQL.
   * production (npm run start:prod): generated secrets, no demo data, durable PostgreSQL.
   */
  mode: 'development' | 'production';
  /** Folder holding the database cluster, stored files and the mailbox (git-ignored). */
  stackDir: string;
  ports: {
    api: number;
    db: number;
    mailbox: number;
    /** The mailbox's SMTP server (Inbucket's smtp_port in the CLI). */
    smtp: number;
    linkedin: number;
    postgrest: number;
    postgrestAdmin: number;
  };
  apiUrl: string;
  dbUrl: string;
  /** The legacy HS256 secret: signs the anon/service-role API keys; tokens it signed keep verifying. */
  jwtSecret: string;
  /** Where the ES256 signing key set lives (generated on first start). */
  signingKeysFile: string;
  /** The live key set, once the stack has opened it; without one, sessions are signed HS256. */
  signingKeys?: SigningKeyRing;
  anonKey: string;
  serviceRoleKey: string;
  /** The opaque sb_publishable_ / sb_secret_ keys the gateway maps to the anon / service-role JWTs. */
  publishableKey: string;
  secretKey: string;
  /** Password of the postgres and authenticator roles. */
  dbPassword: string;
  /** Addresses or CIDR ranges whose X-Forwarded-* headers are believed (the reverse proxy); none by default. */
  trustedProxies: string[];
  api: { schemas: string[]; extraSearchPath: string[]; maxRows: number };
  auth: {
    siteUrl: string;
    additionalRedirectUrls: string[];
    jwtExpiry: number;
    refreshTokenRotation: boolean;
    refreshTokenReuseInterval: number;
    enableSignup: boolean;
    enableConfirmations: boolean;
    minimumPasswordLength: number;
    /**
     * [auth.email] secure_password_change: a password change in a session older than a day needs the
     * nonce mailed by GET /reauthenticate (GoTrue's UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION).
     * ELO_AUTH_SECURE_PASSWORD_CHANGE=true|false overrides it.
     */
    securePasswordChange: boolean;
    rateLimit: AuthRateLimits;
    /** [auth.email.template.<type>]: subject and HTML file (absolute path) of each configured e-mail. */
    emailTemplates: Record<string, EmailTemplateConfig>;
    linkedin: {
      enabled: boolean;
      /** OpenID issuer; null means the local stand-in provider. */
      issuer: string | null;
      clientId: string;
      clientSecret: string;
    };
  };
  storage: { fileSizeLimit: number; buckets: BucketSeed[] };
  functions: { dir: string; verifyJwt: Record<string, boolean> };
  mailboxUrl: string;
  /** Where the stack's services send e-mail: SMTP_URL / SMTP_HOST when set, else the local mailbox. */
  smtpUrl: string;
  linkedinStandinUrl: string;
}

export interface EmailTemplateConfig {
  subject?: string;
  contentPath?: string;
}

/** The CLI's [auth.email.template.*] tables; content_path is relative to the project folder. */
function emailTemplates(toml: Toml): Record<string, EmailTemplateConfig> {
  return Object.fromEntries(
    Object.entries(toml).map(([type, raw]) => {
      const { subject, content_path: contentPath } = table(raw);
      return [
        type,
        {
          subject: typeof subject === 'string' ? subject : undefined,
          contentPath: typeof contentPath === 'string' ? path.resolve(REPO_ROOT, contentPath) : undefined,
        },
      ];
    }),
  );
}

/**
 * [auth.rate_limit] with the Supabase CLI's keys and defaults; the windows are GoTrue's (per hour for
 * e-mails and SMS, per 5 minutes per client IP for the rest). email_sent_per_address is the stack's own:
 * it keeps one address from flooding its mailbox within the overall hourly e-mail budget.
 */
export interface AuthRateLimits {
  emailSent: number;
  emailSentPerAddress: number;
  smsSent: number;
  anonymousUsers: number;
  tokenRefresh: number;
  signInSignUps: number;
  tokenVerifications: number;
  web3: number;
  /** GoTrue's MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY: challenges, and verifications, per minute per IP. */
  mfaChallengeAndVerify: number;
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  emailSent: 2,
  emailSentPerAddress: 5,
  smsSent: 30,
  anonymousUsers: 30,
  tokenRefresh: 150,
  signInSignUps: 30,
  tokenVerifications: 30,
  web3: 30,
  mfaChallengeAndVerify: 15,
};

type Toml = Record<string, unknown>;

function table(value: unknown): Toml {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Toml) : {};
}

/** Resolves the CLI's `env(NAME)` indirection. */
function envValue(value: unknown, fallback = ''): string {
  if (typeof value !== 'string') return fallback;
  const match = /^env\((\w+)\)$/.exec(value.trim());
  if (match) return process.env[match[1]] ?? fallback;
  return value;
}

export function parseSize(value: unknown, fallback: number): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return fallback;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(B|KB|KiB|MB|MiB|GB|GiB)?\s*$/i.exec(value);
  if (!match) return fallback;
  const units: Record<string, number> = {
    b: 1,
    kb: 1000,
    kib: 1024,
    mb: 1000 ** 2,
    mib: 1024 ** 2,
    gb: 1000 ** 3,
    gib: 1024 ** 3,
  };
  return Math.round(Number(match[1]) * units[(match[2] ?? 'b').toLowerCase()]);
}

function intEnv(name: string, env: NodeJS.ProcessEnv): number | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    throw new Error(`${name} must be a port number, got "${raw}".`);
  }
  return value;
}

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * Each limit from [auth.rate_limit] (CLI default when absent), overridden by ELO_AUTH_RATE_LIMIT_<KEY>
 * (e.g. ELO_AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS): test stacks sign in far more often than a person.
 */
function authRateLimits(toml: Toml, env: NodeJS.ProcessEnv): AuthRateLimits {
  const limits = { ...DEFAULT_AUTH_RATE_LIMITS };
  for (const key of Object.keys(limits) as Array<keyof AuthRateLimits>) {
    const name = snakeCase(key);
    const envName = `ELO_AUTH_RATE_LIMIT_${name.toUpperCase()}`;
    const raw = env[envName] ?? toml[name];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) {
      throw new Error(
        `${env[envName] !== undefined ? envName : `[auth.rate_limit] ${name}`} must be a whole number, got "${String(raw)}".`,
      );
    }
    limits[key] = value;
  }
  return limits;
}

/** ELO_AUTH_RATE_LIMIT_* for every limit set to `value`: test stacks sign in from one address all day. */
export function authRateLimitEnv(value: number): Record<string, string> {
  return Object.fromEntries(
    Object.keys(DEFAULT_AUTH_RATE_LIMITS).map((key) => [
      `ELO_AUTH_RATE_LIMIT_${snakeCase(key).toUpperCase()}`,
      String(value),
    ]),
  );
}

/**
 * The identity provider a member's sign-in is redirected to (LinkedIn, or the local stand-in when no
 * issuer is configured): the site's Content-Security-Policy lets a sign-in form post lead there.
 */
export function memberSignInOrigin(config: Pick<StackConfig, 'auth' | 'linkedinStandinUrl'>): string {
  return new URL(config.auth.linkedin.issuer ?? config.linkedinStandinUrl).origin;
}

/**
 * AUTH_PROVIDER_ORIGINS for the apps this stack serves: the configured provider always, plus any origins
 * the environment already names (an inherited list must not hide the provider this stack redirects to).
 */
export function withMemberSignInOrigin(
  config: Pick<StackConfig, 'auth' | 'linkedinStandinUrl'>,
  current: string | undefined,
): string {
  const origins = (current ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  return [...new Set([...origins, memberSignInOrigin(config)])].join(',');
}

/** The superuser's connection string to the stack's database. */
export function databaseUrl(port: number, password: string): string {
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

/**
 * Reads supabase/config.toml, then applies the environment: ELO_PORT_BASE moves every port at once
 * (tests run their own stack beside a developer's), ELO_STACK_DIR moves the data folder.
 */
export function loadStackConfig(env: NodeJS.ProcessEnv = process.env): StackConfig {
  const toml = parseToml(readFileSync(path.join(SUPABASE_DIR, 'config.toml'), 'utf8')) as Toml;
  const apiToml = table(toml.api);
  const dbToml = table(toml.db);
  const authToml = table(toml.auth);
  const emailToml = table(authToml.email);
  const linkedinToml = table(table(authToml.external).linkedin_oidc);
  const storageToml = table(toml.storage);
  const functionsToml = table(toml.functions);

  const base = intEnv('ELO_PORT_BASE', env);
  const api = base ?? Number(apiToml.port ?? 54321);
  const ports = {
    api,
    db: base ? base + 1 : Number(dbToml.port ?? 54322),
    mailbox: base ? base + 3 : Number(table(toml.inbucket).port ?? 54324),
    smtp: base ? base + 4 : Number(table(toml.inbucket).smtp_port ?? 54325),
    linkedin: base ? base + 5 : 54326,
    postgrest: base ? base + 8 : 54329,
    postgrestAdmin: base ? base + 9 : 54330,
  };

  const stackDir = path.resolve(REPO_ROOT, env.ELO_STACK_DIR ?? path.join('.local', 'stack'));
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  const siteUrl = env.ELO_SITE_URL ?? String(authToml.site_url ?? 'http://localhost:5173');
  const extraRedirects = (env.ELO_ADDITIONAL_REDIRECT_URLS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

  const linkedinIssuer = env.LINKEDIN_ISSUER || envValue(linkedinToml.url) || null;

  const buckets: BucketSeed[] = Object.entries(table(storageToml.buckets)).map(([id, raw]) => {
    const objectsPath = table(raw).objects_path;
    return {
      id,
      objectsPath: typeof objectsPath === 'string' ? path.resolve(SUPABASE_DIR, objectsPath) : null,
    };
  });

  const verifyJwt: Record<string, boolean> = {};
  for (const [name, raw] of Object.entries(functionsToml)) {
    verifyJwt[name] = table(raw).verify_jwt !== false;
  }

  return {
    mode: 'development',
    stackDir,
    ports,
    apiUrl,
    dbUrl: databaseUrl(ports.db, LOCAL_DB_PASSWORD),
    jwtSecret: LOCAL_JWT_SECRET,
    signingKeysFile: path.join(stackDir, 'signing-keys.json'),
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    publishableKey: LOCAL_PUBLISHABLE_KEY,
    secretKey: LOCAL_SECRET_KEY,
    dbPassword: LOCAL_DB_PASSWORD,
    trustedProxies: [],
    api: {
      schemas: (apiToml.schemas as string[] | undefined) ?? ['public', 'graphql_public'],
      extraSearchPath: (apiToml.extra_search_path as string[] | undefined) ?? ['public', 'extensions'],
      maxRows: Number(apiToml.max_rows ?? 1000),
    },
    auth: {
      siteUrl,
      additionalRedirectUrls: [
        ...((authToml.additional_redirect_urls as string[] | undefined) ?? []),
        ...extraRedirects,
      ],
      jwtExpiry: Number(authToml.jwt_expiry ?? 3600),
      refreshTokenRotation: authToml.enable_refresh_token_rotation !== false,
      refreshTokenReuseInterval: Number(authToml.refresh_token_reuse_interval ?? 10),
      enableSignup: authToml.enable_signup !== false && emailToml.enable_signup !== false,
      enableConfirmations: emailToml.enable_confirmations === true,
      minimumPasswordLength: Number(authToml.minimum_password_length ?? 6),
      securePasswordChange: env.ELO_AUTH_SECURE_PASSWORD_CHANGE
        ? env.ELO_AUTH_SECURE_PASSWORD_CHANGE === 'true'
        : emailToml.secure_password_change === true,
      rateLimit: authRateLimits(table(authToml.rate_limit), env),
      emailTemplates: emailTemplates(table(emailToml.template)),
      linkedin: {
        enabled: linkedinToml.enabled !== false,
        issuer: linkedinIssuer,
        clientId: envValue(linkedinToml.client_id) || 'elo-cx-local',
        clientSecret: envValue(linkedinToml.secret) || 'elo-cx-local-secret',
      },
    },
    storage: {
      fileSizeLimit: parseSize(storageToml.file_size_limit, 50 * 1024 * 1024),
      buckets,
    },
    functions: { dir: path.join(SUPABASE_DIR, 'functions'), verifyJwt },
    mailboxUrl: `http://127.0.0.1:${ports.mailbox}`,
    smtpUrl: env.SMTP_URL || (env.SMTP_HOST ? '' : `smtp://127.0.0.1:${ports.smtp}`),
    linkedinStandinUrl: `http://127.0.0.1:${ports.linkedin}`,
  };
}

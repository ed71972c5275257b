import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { appendFile, chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ADMIN } from '#supabase/local/demo.ts';
import {
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from '#supabase/local/keys.ts';
import { applySeed } from '#supabase/local/migrate.ts';
import { FaultPlan } from '#supabase/local/mailbox/faults.ts';
import { startSmtpSink } from '#supabase/local/mailbox/smtp-sink.ts';
import { listMessages } from '#supabase/local/mailbox/store.ts';
import { listDataTables, listStoredFiles } from '#supabase/local/production/backup.ts';
import { productionSettings, productionStackConfig } from '#supabase/local/production/config.ts';
import { readSecrets, secretsFile, type ProductionSecrets } from '#supabase/local/production/secrets.ts';
import { seedBucketObjects } from '#supabase/local/storage/seed-objects.ts';
import { storageRoot } from '#supabase/local/storage/paths.ts';
import { runScript, waitForReady, writeMinimalDist, type ScriptRun } from '../helpers/production.ts';
import { fragmentOf, openOnSite, printedConfirmLink } from './mailed-links.ts';

// Own port blocks beside the shared stack (each: API, database, mailbox, PostgREST, site on +20).
const FIRST_BASE = inject('portBase') + 400;
const SOURCE_BASE = inject('portBase') + 500;
const RESTORED_BASE = inject('portBase') + 600;
const ADMIN_EMAIL = 'primeira.admin@example.com.br';

const tempDirs: string[] = [];
const runs: ScriptRun[] = [];
let distDir: string;

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

function launcherEnv(portBase: number, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ELO_PORT_BASE: String(portBase),
    PORT: String(portBase + 20),
    ELO_DIST_DIR: distDir,
    ELO_PUBLIC_URL: '',
    ELO_DATA_DIR: '',
    SMTP_URL: '',
    SMTP_HOST: '',
    ELO_ADMIN_EMAIL: '',
    // One site worker: this file checks the install, not the cluster (production-one-origin runs two,
    // and replaces a killed one); each more worker is one more server booted at every start.
    ELO_SITE_WORKERS: '1',
    ...extra,
  };
}

async function startProduction(dataDir: string, portBase: number, extra?: Record<string, string>) {
  const run = runScript(
    'start-prod.ts',
    ['--data-dir', dataDir, '--skip-build'],
    launcherEnv(portBase, extra),
  );
  runs.push(run);
  await waitForReady(run);
  return run;
}

async function runToEnd(
  script: string,
  args: string[],
  portBase: number,
): Promise<{ code: number | null; output: string }> {
  const run = runScript(script, args, launcherEnv(portBase));
  runs.push(run);
  const code = await run.exited;
  return { code, output: run.output() };
}

async function withDb<T>(
  secrets: ProductionSecrets,
  portBase: number,
  fn: (db: pg.Client) => Promise<T>,
): Promise<T> {
  const db = new pg.Client({
    connectionString: `postgresql://postgres:${encodeURIComponent(secrets.dbPassword)}@127.0.0.1:${portBase + 1}/postgres`,
  });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

async function demoSignedToken(role: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role, sub: '00000000-0000-4000-8000-000000000001', aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(LOCAL_JWT_SECRET));
}

beforeAll(async () => {
  distDir = await tempDir('elo-prod-dist-');
  await writeMinimalDist(distDir);
});

afterAll(async () => {
  for (const run of runs) await run.stop();
  for (const dir of tempDirs) await rm(dir, { recursive: true, force: true });
});

describe('production start on a fresh data folder', () => {
  let dataDir: string;
  let run: ScriptRun;
  let secrets: ProductionSecrets;
  const api = `http://127.0.0.1:${FIRST_BASE}`;

  beforeAll(async () => {
    dataDir = await tempDir('elo-prod-');
    run = await startProduction(dataDir, FIRST_BASE, { ELO_ADMIN_EMAIL: ADMIN_EMAIL });
    secrets = await readSecrets(secretsFile(dataDir));
  }, 180_000);

  it('generates its own secrets, 0600, never the demo ones, and says where', async () => {
    const file = secretsFile(dataDir);
    expect(run.output()).toContain(`Secrets generated in ${file}`);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(secrets.jwtSecret).not.toBe(LOCAL_JWT_SECRET);
    expect(secrets.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(secrets.anonKey).not.toBe(LOCAL_ANON_KEY);
    expect(secrets.serviceRoleKey).not.toBe(LOCAL_SERVICE_ROLE_KEY);
    expect(secrets.secretKey).not.toBe(LOCAL_SECRET_KEY);
    expect(secrets.dbPassword).not.toBe('postgres');
  });

  it('holds no demo rows: only the invited first admin', async () => {
    await withDb(secrets, FIRST_BASE, async (db) => {
      const users = await db.query<{ email: string; invited: boolean; confirmed: boolean }>(
        'select email, invited_at is not null as invited, email_confirmed_at is not null as confirmed from auth.users',
      );
      expect(users.rows).toEqual([{ email: ADMIN_EMAIL, invited: true, confirmed: false }]);
      const roles = await db.query(
        `select u.email, r.role from public.user_roles r join auth.users u on u.id = r.user_id`,
      );
      expect(roles.rows).toEqual([{ email: ADMIN_EMAIL, role: 'admin' }]);
      // The activity log records the one thing that happened: the first admin's role was granted.
      const activity = await db.query(`select table_name, action from public.activity_log`);
      expect(activity.rows).toEqual([{ table_name: 'user_roles', action: 'role_change' }]);
      const publicTables = (await listDataTables(db)).filter(
        (t) => t.startsWith('public.') && t !== 'public.user_roles' && t !== 'public.activity_log',
      );
      expect(publicTables.length).toBeGreaterThan(5);
      for (const table of publicTables) {
        const { rows } = await db.query<{ count: string }>(`select count(*) from ${table}`);
        expect(`${table}: ${rows[0].count}`).toBe(`${table}: 0`);
      }
      expect((await db.query('select 1 from storage.objects')).rowCount).toBe(0);
    });
    const demoLogin = await fetch(`${api}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: secrets.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
    });
    expect(demoLogin.status).toBe(400);
  });

  it('a restart while the only admin never signed in prints a new link, and the previous one is void', async () => {
    const previous = printedConfirmLink(run.output());
    expect(previous, run.output()).toBeDefined();
    expect(await run.stop()).toBe(0);
    run = await startProduction(dataDir, FIRST_BASE);
    expect(run.output()).not.toContain('an admin account exists');
    const fresh = printedConfirmLink(run.output());
    expect(fresh, run.output()).toBeDefined();
    expect(fresh).not.toBe(previous);
    const stale = await openOnSite(api, previous!, secrets.anonKey);
    expect(stale.pathname).toBe('/admin-auth/convite');
    expect(fragmentOf(stale).get('error_code')).toBe('otp_expired');
  }, 180_000);

  it('prints a one-time invite link, for any browser, that signs the first admin in to the back-office', async () => {
    const link = printedConfirmLink(run.output());
    expect(link, run.output()).toBeDefined();
    const url = new URL(link!);
    // The public address of the site, whose server verifies the link's token hash.
    expect(`${url.origin}${url.pathname}`).toBe(`http://localhost:${FIRST_BASE + 20}/auth/confirm`);
    expect(url.searchParams.get('type')).toBe('invite');
    const landing = await openOnSite(api, link!, secrets.anonKey);
    expect(`${landing.origin}${landing.pathname}`).toBe(
      `http://localhost:${FIRST_BASE + 20}/admin-auth/convite`,
    );
    expect(fragmentOf(landing).get('access_token')).toBeTruthy();
    // One time only.
    expect(fragmentOf(await openOnSite(api, link!, secrets.anonKey)).get('error_code')).toBe('otp_expired');
  });

  it('runs PostgreSQL durably (fsync, synchronous_commit, full_page_writes on)', async () => {
    const settings = await withDb(
      secrets,
      FIRST_BASE,
      async (db) =>
        (
          await db.query<{ name: string; setting: string }>(
            `select name, setting from pg_settings
           where name in ('fsync', 'synchronous_commit', 'full_page_writes') order by name`,
          )
        ).rows,
    );
    expect(settings).toEqual([
      { name: 'fsync', setting: 'on' },
      { name: 'full_page_writes', setting: 'on' },
      { name: 'synchronous_commit', setting: 'on' },
    ]);
  });

  it('refuses tokens and keys of the demo secret in REST, auth and storage', async () => {
    const demoService = await demoSignedToken('service_role');
    const asDemo = (key: string, token = key) => ({ apikey: key, authorization: `Bearer ${token}` });
    const asReal = asDemo(secrets.serviceRoleKey);

    // Each service accepts the install's own service key (the control), and refuses the demo ones.
    expect((await fetch(`${api}/rest/v1/events?select=id`, { headers: asReal })).status).toBe(200);
    for (const headers of [
      asDemo(LOCAL_SERVICE_ROLE_KEY),
      asDemo(LOCAL_ANON_KEY),
      asDemo(secrets.anonKey, demoService),
      { apikey: LOCAL_SECRET_KEY },
    ]) {
      expect((await fetch(`${api}/rest/v1/events?select=id`, { headers })).status).toBe(401);
    }

    expect((await fetch(`${api}/auth/v1/admin/users`, { headers: asReal })).status).toBe(200);
    for (const headers of [asDemo(LOCAL_SERVICE_ROLE_KEY), asDemo(secrets.anonKey, demoService)]) {
      const res = await fetch(`${api}/auth/v1/admin/users`, { headers });
      expect([401, 403]).toContain(res.status);
    }

    expect((await fetch(`${api}/storage/v1/bucket`, { headers: asReal })).status).toBe(200);
    for (const headers of [asDemo(LOCAL_SERVICE_ROLE_KEY), asDemo(secrets.anonKey, demoService)]) {
      const res = await fetch(`${api}/storage/v1/bucket`, { headers });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });

  it("answers a health report covering database, auth, storage, the site's reads and its API relay, with request ids", async () => {
    const res = await fetch(`http://127.0.0.1:${FIRST_BASE + 20}/healthz`, {
      headers: { 'x-request-id': 'teste-saude-1' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('teste-saude-1');
    const report = (await res.json()) as { status: string; checks: Record<string, { ok: boolean }> };
    expect(report.status).toBe('ok');
    expect(Object.keys(report.checks).sort()).toEqual(['auth', 'database', 'proxy', 'site', 'storage']);
    expect(Object.values(report.checks).every((c) => c.ok)).toBe(true);
    // Structured request logs carry the same id. The log comes through the process's stdout pipe,
    // which may deliver it after the response has arrived on its socket.
    const logged = () =>
      run
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{') && line.includes('teste-saude-1'));
    await expect.poll(() => logged().length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(JSON.parse(logged()[0]!)).toMatchObject({ service: 'site', reqId: 'teste-saude-1' });
  });

  it('stops gracefully on SIGTERM, and a second start keeps the secrets and invites nobody else', async () => {
    expect(await run.stop()).toBe(0);
    run = await startProduction(dataDir, FIRST_BASE, { ELO_ADMIN_EMAIL: 'outra.pessoa@example.com.br' });
    expect(run.output()).toContain(`Secrets read from ${secretsFile(dataDir)}`);
    expect(run.output()).not.toContain('outra.pessoa@example.com.br');
    // The first admin opened a link but never signed in: the start still offers them a way in.
    expect(printedConfirmLink(run.output())).toBeDefined();
    expect((await readSecrets(secretsFile(dataDir))).jwtSecret).toBe(secrets.jwtSecret);
    expect(await run.stop()).toBe(0);
  }, 180_000);

  describe('--check', () => {
    const check = () => runToEnd('start-prod.ts', ['--data-dir', dataDir, '--check'], FIRST_BASE);
    const autoConf = () => path.join(dataDir, 'stack', 'db', 'postgresql.auto.conf');

    it('passes on the install as it is', async () => {
      const result = await check();
      expect(result.code, result.output).toBe(0);
      expect(result.output).toContain('Production check passed');
    });

    it('fails on a secrets file others can read, and the start refuses it too', async () => {
      const file = secretsFile(dataDir);
      await chmod(file, 0o644);
      try {
        const result = await check();
        expect(result.code).toBe(1);
        expect(result.output).toContain('can be read by other users');
        const start = await runToEnd('start-prod.ts', ['--data-dir', dataDir, '--skip-build'], FIRST_BASE);
        expect(start.code).toBe(1);
        expect(start.output).toContain('can be read by other users');
        expect(start.output).not.toContain('ELO_PROD_READY');
      } finally {
        await chmod(file, 0o600);
      }
    });

    it('fails on the demo secrets, and the start refuses them too', async () => {
      const file = secretsFile(dataDir);
      const original = await readFile(file, 'utf8');
      await writeFile(file, JSON.stringify({ ...secrets, jwtSecret: LOCAL_JWT_SECRET }), { mode: 0o600 });
      try {
        const result = await check();
        expect(result.code).toBe(1);
        expect(result.output).toContain('public demo values (jwtSecret)');
        const start = await runToEnd('start-prod.ts', ['--data-dir', dataDir, '--skip-build'], FIRST_BASE);
        expect(start.code).toBe(1);
        expect(start.output).not.toContain('ELO_PROD_READY');
      } finally {
        await writeFile(file, original, { mode: 0o600 });
      }
    });

    for (const setting of ['fsync', 'synchronous_commit', 'full_page_writes']) {
      it(`fails when PostgreSQL's configuration turns ${setting} off`, async () => {
        const original = await readFile(autoConf(), 'utf8');
        await appendFile(autoConf(), `${setting} = off\n`);
        try {
          const result = await check();
          expect(result.code).toBe(1);
          expect(result.output).toContain(`sets ${setting} = off`);
        } finally {
          await writeFile(autoConf(), original);
        }
      });
    }
  });
});

/** Each table's row count and a digest of its rows, and each stored file's digest. */
async function fingerprint(secrets: ProductionSecrets, portBase: number, stackDir: string) {
  const tables = await withDb(secrets, portBase, async (db) => {
    const result: Record<string, string> = {};
    // Timestamps print in the session's zone: the same one on both sides.
    await db.query("set timezone = 'UTC'");
    for (const table of await listDataTables(db)) {
      const { rows } = await db.query<{ count: string; digest: string | null }>(
        `select count(*) as count, md5(string_agg(to_jsonb(t)::text, '|' order by to_jsonb(t)::text)) as digest
         from ${table} t`,
      );
      result[table] = `${rows[0].count}:${rows[0].digest ?? ''}`;
    }
    return result;
  });
  const root = storageRoot({ stackDir } as never);
  const files: Record<string, string> = {};
  for (const relative of await listStoredFiles(root)) {
    files[relative] = createHash('sha256')
      .update(readFileSync(path.join(root, relative)))
      .digest('hex');
  }
  return { tables, files };
}

describe('an install with SMTP and content: first-admin e-mail, export for hosted, backup and restore', () => {
  const api = `http://127.0.0.1:${SOURCE_BASE}`;
  const smtpPort = SOURCE_BASE + 45;
  let sourceDir: string;
  let sinkDir: string;
  let source: ScriptRun;
  let sourceSecrets: ProductionSecrets;
  let sink: { stop(): Promise<void> };

  beforeAll(async () => {
    sourceDir = await tempDir('elo-prod-source-');
    sinkDir = await tempDir('elo-prod-smtp-');
    sink = await startSmtpSink({
      port: smtpPort,
      stackDir: sinkDir,
      faults: new FaultPlan(),
      log: () => undefined,
    });
    source = await startProduction(sourceDir, SOURCE_BASE, {
      ELO_ADMIN_EMAIL: ADMIN_EMAIL,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Elo CX <nao-responda@example.com.br>',
    });
    sourceSecrets = await readSecrets(secretsFile(sourceDir));
  }, 180_000);

  afterAll(async () => {
    await sink?.stop();
  });

  it("e-mails the first admin an invite that lands on the back-office's invite page and sets a password", async () => {
    // Mailed, not printed.
    expect(printedConfirmLink(source.output())).toBeUndefined();
    const messages = await listMessages(sinkDir, ADMIN_EMAIL);
    expect(messages).toHaveLength(1);
    const link = messages[0]!.actionUrl;
    expect(link, messages[0]!.text).toMatch(/\/auth\/confirm\?/);
    const url = new URL(link!);
    expect(url.searchParams.get('type')).toBe('invite');

    const landing = await openOnSite(api, link!, sourceSecrets.anonKey);
    expect(landing.origin).toBe(`http://localhost:${SOURCE_BASE + 20}`);
    expect(landing.pathname).toBe('/admin-auth/convite');
    const session = new URLSearchParams(landing.hash.slice(1));
    expect(session.get('type')).toBe('invite');
    // The page itself is the back-office's.
    const page = await fetch(`http://127.0.0.1:${SOURCE_BASE + 20}${landing.pathname}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('ADMIN');

    // What the page does with the link's session: who am I, then the new password.
    const bearer = { apikey: sourceSecrets.anonKey, authorization: `Bearer ${session.get('access_token')}` };
    const me = await fetch(`${api}/auth/v1/user`, { headers: bearer });
    expect(me.status).toBe(200);
    const user = (await me.json()) as { id: string; email: string };
    expect(user.email).toBe(ADMIN_EMAIL);
    const password = 'Senha-forte-da-primeira-admin-2026';
    const set = await fetch(`${api}/auth/v1/user`, {
      method: 'PUT',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    });
    expect(set.status, await set.clone().text()).toBe(200);
    const signIn = await fetch(`${api}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: sourceSecrets.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password }),
    });
    expect(signIn.status).toBe(200);
    const { access_token: adminToken } = (await signIn.json()) as { access_token: string };
    const isAdmin = await fetch(`${api}/rest/v1/rpc/has_role`, {
      method: 'POST',
      headers: {
        apikey: sourceSecrets.anonKey,
        authorization: `Bearer ${adminToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ _user_id: user.id, _role: 'admin' }),
    });
    expect(await isAdmin.json()).toBe(true);
  });

  it('loads content and restores a backup of it into a fresh install', async () => {
    const config = productionStackConfig(
      productionSettings(sourceDir, { PORT: String(SOURCE_BASE + 20) }),
      sourceSecrets,
    );
    // Content in every table: the demo seed, loaded on purpose into this install, plus an upload.
    await withDb(sourceSecrets, SOURCE_BASE, async (db) => {
      await applySeed(db, config);
      await seedBucketObjects(db, config);
    });
    const upload = await fetch(`${api}/storage/v1/object/post-covers/teste/capa.png`, {
      method: 'POST',
      headers: {
        apikey: sourceSecrets.serviceRoleKey,
        authorization: `Bearer ${sourceSecrets.serviceRoleKey}`,
        'content-type': 'image/png',
      },
      body: Buffer.from('not really a png, but bytes to keep'),
    });
    expect(upload.status, await upload.clone().text()).toBe(200);

    const before = await fingerprint(sourceSecrets, SOURCE_BASE, path.join(sourceDir, 'stack'));
    expect(Object.values(before.tables).filter((v) => !v.startsWith('0:')).length).toBeGreaterThan(10);
    expect(before.files['post-covers/teste/capa.png']).toBeDefined();
    expect(Object.keys(before.files).length).toBeGreaterThan(3);

    // npm run backup while the site runs.
    const backup = await runToEnd('backup.ts', ['--data-dir', sourceDir], SOURCE_BASE);
    expect(backup.code, backup.output).toBe(0);
    const file = /Backup written: (\S+)/.exec(backup.output)?.[1];
    expect(file).toBeDefined();
    expect((await stat(file!)).mode & 0o777).toBe(0o600);
    expect(await source.stop()).toBe(0);

    // npm run restore into a fresh data folder, then a production start on it.
    const restoredDir = await tempDir('elo-prod-restored-');
    const restore = await runToEnd('restore.ts', [file!, '--data-dir', restoredDir], RESTORED_BASE);
    expect(restore.code, restore.output).toBe(0);
    const restored = await startProduction(restoredDir, RESTORED_BASE, {
      ELO_ADMIN_EMAIL: 'nao.usado@example.com.br',
    });
    expect(restored.output()).toContain('an admin account exists');
    const restoredSecrets = await readSecrets(secretsFile(restoredDir));
    const after = await fingerprint(restoredSecrets, RESTORED_BASE, path.join(restoredDir, 'stack'));
    expect(after.tables).toEqual(before.tables);
    expect(after.files).toEqual(before.files);

    // The restored files are served as before.
    const served = await fetch(
      `http://127.0.0.1:${RESTORED_BASE}/storage/v1/object/public/post-covers/teste/capa.png`,
    );
    expect(served.status).toBe(200);
    expect(await served.text()).toBe('not really a png, but bytes to keep');
    expect(await restored.stop()).toBe(0);
  }, 300_000);
});

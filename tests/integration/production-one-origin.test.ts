import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readSecrets, secretsFile, type ProductionSecrets } from '#supabase/local/production/secrets.ts';
import { runScript, waitForReady, type ScriptRun } from '../helpers/production.ts';
import { buildSiteOutsideCheckout } from '../helpers/site-build.ts';
import { fragmentOf, printedConfirmLink } from './mailed-links.ts';

/**
 * npm run start:prod on a bare server: a fresh data folder, only ELO_PUBLIC_URL set, no reverse proxy,
 * the real site's build in a folder outside the checkout (--skip-build with ELO_DIST_DIR). Pages, the
 * API, the first admin's link and uploads all work on the site's one origin.
 */
const BASE = inject('portBase') + 700;
const SITE_PORT = BASE + 20;
const ORIGIN = `http://127.0.0.1:${SITE_PORT}`;
const ADMIN_EMAIL = 'admin.origem@example.com.br';
const EVENT_TITLE = 'Encontro de líderes de CX em Recife';

const dirs: string[] = [];
let run: ScriptRun;
let secrets: ProductionSecrets;

beforeAll(async () => {
  const distDir = await buildSiteOutsideCheckout(ORIGIN);
  dirs.push(distDir);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'elo-one-origin-'));
  dirs.push(dataDir);
  run = runScript('start-prod.ts', ['--data-dir', dataDir, '--skip-build'], {
    ELO_PORT_BASE: String(BASE),
    PORT: String(SITE_PORT),
    ELO_PUBLIC_URL: ORIGIN,
    ELO_PUBLIC_API_URL: '',
    ELO_INTERNAL_API_URL: '',
    ELO_DIST_DIR: distDir,
    ELO_DATA_DIR: '',
    ELO_ADMIN_EMAIL: ADMIN_EMAIL,
    ELO_SITE_WORKERS: '2',
    SMTP_URL: '',
    SMTP_HOST: '',
    SUPABASE_URL: '',
    SUPABASE_ANON_KEY: '',
  });
  await waitForReady(run);
  secrets = await readSecrets(secretsFile(dataDir));
}, 240_000);

afterAll(async () => {
  await run?.stop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const service = () => ({
  apikey: secrets.serviceRoleKey,
  authorization: `Bearer ${secrets.serviceRoleKey}`,
});

describe('start:prod with only ELO_PUBLIC_URL, no reverse proxy', () => {
  it('answers the API on the site origin, and /events shows what it stores', async () => {
    const start = new Date(Date.now() + 7 * 86_400_000);
    const insert = await fetch(`${ORIGIN}/rest/v1/events`, {
      method: 'POST',
      headers: { ...service(), 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify({
        title: EVENT_TITLE,
        start_date: start.toISOString(),
        end_date: new Date(start.getTime() + 3_600_000).toISOString(),
        is_active: true,
        city: 'Recife',
      }),
    });
    expect(insert.status, await insert.clone().text()).toBe(201);

    const siteApiLines = () =>
      run
        .output()
        .split('\n')
        .filter((line) => line.includes('"service":"site"') && line.includes('"path":"/rest/v1/')).length;
    // The insert above went through the site's origin (its request log names it).
    await expect.poll(siteApiLines, { timeout: 10_000 }).toBeGreaterThan(0);
    const before = siteApiLines();
    const page = await fetch(`${ORIGIN}/events`);
    expect(page.status, run.output()).toBe(200);
    expect(await page.text()).toContain(EVENT_TITLE);
    // The page's own reads went to the stack directly, not through the public address.
    expect(siteApiLines()).toBe(before);
  });

  it("prints a first-admin link on the site's origin that signs the admin in", async () => {
    const link = printedConfirmLink(run.output());
    expect(link, run.output()).toBeDefined();
    expect(new URL(link!).origin).toBe(ORIGIN);
    // Opened as a browser would: the site's own server verifies the link through the stack.
    const verify = await fetch(link!, { redirect: 'manual' });
    expect(verify.status).toBeGreaterThanOrEqual(300);
    expect(verify.status).toBeLessThan(400);
    const landing = new URL(verify.headers.get('location') ?? '', ORIGIN);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${ORIGIN}/admin-auth/convite`);
    const token = fragmentOf(landing).get('access_token');
    expect(token).toBeTruthy();
    const me = await fetch(`${ORIGIN}/auth/v1/user`, {
      headers: { apikey: secrets.anonKey, authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(ADMIN_EMAIL);
  });

  it('takes an upload of a few megabytes through /storage/v1 and serves it back', async () => {
    const bytes = randomBytes(3 * 1024 * 1024);
    const upload = await fetch(`${ORIGIN}/storage/v1/object/post-covers/origem/capa.png`, {
      method: 'POST',
      headers: { ...service(), 'content-type': 'image/png' },
      body: bytes,
    });
    expect(upload.status, await upload.clone().text()).toBe(200);
    const served = await fetch(`${ORIGIN}/storage/v1/object/public/post-covers/origem/capa.png`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("passes the visitor's address to the API", async () => {
    // The test client is on 127.0.0.1, a trusted proxy by default: the site believes its X-Forwarded-For.
    const res = await fetch(`${ORIGIN}/auth/v1/settings`, {
      headers: { apikey: secrets.anonKey, 'x-forwarded-for': '203.0.113.9', 'x-request-id': 'origem-ip-1' },
    });
    expect(res.status).toBe(200);
    const apiLine = () =>
      run
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{') && line.includes('origem-ip-1') && line.includes('"api"'))
        .find((line) => line.includes('"ip"'));
    await expect.poll(apiLine, { timeout: 10_000 }).toBeDefined();
    expect(JSON.parse(apiLine()!).req.ip).toBe('203.0.113.9');
  });

  it('is healthy', async () => {
    const res = await fetch(`${ORIGIN}/healthz`);
    expect(res.status, await res.clone().text()).toBe(200);
    const report = (await res.json()) as HealthBody;
    expect(Object.keys(report.checks).sort()).toEqual(['auth', 'database', 'proxy', 'site', 'storage']);
  });
});

interface HealthBody {
  status: string;
  checks: Record<string, { ok: boolean; error?: string }>;
}

/** The supervisor's "<part> started" lines, in order, with the process ids. */
function partStarts(part: string): number[] {
  return run
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes(`"msg":"${part} started"`))
    .map((line) => (JSON.parse(line) as { pid: number }).pid);
}

async function health(): Promise<{ status: number; body: HealthBody }> {
  const res = await fetch(`${ORIGIN}/healthz`);
  return { status: res.status, body: (await res.json()) as HealthBody };
}

describe('process isolation', () => {
  it('a killed stack degrades /healthz, naming what failed, and the supervisor brings it back', async () => {
    const [stackPid] = partStarts('stack');
    expect(stackPid).toBeGreaterThan(0);
    process.kill(stackPid!, 'SIGKILL');

    // The site keeps answering, and says what is down.
    let degraded: HealthBody | undefined;
    await expect
      .poll(
        async () => {
          const answer = await health();
          if (answer.status === 503) degraded = answer.body;
          return answer.status;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(503);
    expect(degraded!.status).toBe('degraded');
    const failing = Object.entries(degraded!.checks).filter(([, c]) => !c.ok);
    expect(failing.map(([name]) => name)).toContain('auth');
    expect(failing.every(([, c]) => typeof c.error === 'string' && c.error.length > 0)).toBe(true);

    // A new stack process, then everything healthy again (bounded waits).
    await expect.poll(() => partStarts('stack').length, { timeout: 60_000 }).toBe(2);
    expect(partStarts('stack')[1]).not.toBe(stackPid);
    await expect.poll(async () => (await health()).status, { timeout: 120_000, interval: 500 }).toBe(200);
    expect(run.output()).toMatch(/"msg":"stack killed by SIGKILL; starting it again in \d+ s"/);
    const page = await fetch(`${ORIGIN}/events`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(EVENT_TITLE);
  }, 240_000);

  it('a killed site worker is replaced while the others serve', async () => {
    const workers = partStarts('site worker');
    expect(workers.length).toBeGreaterThanOrEqual(2);
    process.kill(workers[0]!, 'SIGKILL');
    await expect.poll(() => partStarts('site worker').length, { timeout: 60_000 }).toBe(workers.length + 1);
    expect((await fetch(`${ORIGIN}/events`)).status).toBe(200);
    await expect.poll(async () => (await health()).status, { timeout: 30_000, interval: 500 }).toBe(200);
  });
});

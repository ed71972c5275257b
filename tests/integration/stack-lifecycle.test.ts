import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '#supabase/local/config.ts';
import { applyMigrations, listMigrationFiles, MigrationError } from '#supabase/local/migrate.ts';
import { withDb } from '../helpers/db.ts';
import {
  ACTIVE_EVENT_COUNT,
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  PRELAUNCH_VIDEO_ID,
} from '../helpers/seed-ids.ts';
import { startTestStack, type TestStack } from '../helpers/stack.ts';
import { anonClient, serviceClient } from '../helpers/supabase.ts';

// Own stacks beside the shared one, on port blocks derived from it (kept below the ephemeral range).
const LIFECYCLE_BASE = inject('portBase') + 1100;
const BUSY_PORT_BASE = inject('portBase') + 1200;
const HALF_INIT_BASE = inject('portBase') + 1300;

const tempDirs: string[] = [];
async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

afterAll(async () => {
  for (const dir of tempDirs) await rm(dir, { recursive: true, force: true });
});

interface CliResult {
  code: number | null;
  output: string;
}

/** Runs the stack CLI to completion (or kills it after timeoutMs) on the given ports and folder. */
function runCli(args: string[], portBase: number, stackDir: string, timeoutMs = 120_000): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(REPO_ROOT, 'supabase/local/cli.ts'), ...args],
      {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          ELO_PORT_BASE: String(portBase),
          ELO_STACK_DIR: stackDir,
          ELO_EXIT_WITH_PARENT: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

async function activeEventCount(stack: TestStack): Promise<number> {
  const { count, error } = await anonClient(stack.apiUrl)
    .from('events')
    .select('id', { count: 'exact', head: true });
  expect(error).toBeNull();
  return count ?? -1;
}

describe('stack lifecycle', () => {
  it('starts on an empty folder with the seed, keeps data across a restart, and db:reset restores the seed', async () => {
    const stackDir = await tempDir('elo-lifecycle-');
    const marker = `Evento criado no teste de reinício ${randomUUID().slice(0, 8)}`;

    // 1. Empty folder: initialised and seeded.
    let stack = await startTestStack({ portBase: LIFECYCLE_BASE, stackDir, keepData: true });
    try {
      expect(await activeEventCount(stack)).toBe(ACTIVE_EVENT_COUNT);
      const video = await anonClient(stack.apiUrl)
        .from('videos')
        .select('video_url, file_size_bytes')
        .eq('id', PRELAUNCH_VIDEO_ID)
        .single();
      expect(video.data?.video_url.startsWith(`${stack.apiUrl}/storage/v1/object/public/videos/`)).toBe(true);
      const file = await fetch(video.data!.video_url);
      expect(file.status).toBe(200);
      expect((await file.arrayBuffer()).byteLength).toBe(video.data?.file_size_bytes);
      const login = await anonClient(stack.apiUrl).auth.signInWithPassword({
        email: DEMO_ADMIN_EMAIL,
        password: DEMO_ADMIN_PASSWORD,
      });
      expect(login.error).toBeNull();
      expect(login.data.user?.email).toBe(DEMO_ADMIN_EMAIL);

      const inserted = await serviceClient(stack.apiUrl)
        .from('events')
        .insert({ title: marker, start_date: '2030-01-01T12:00:00Z', end_date: '2030-01-01T14:00:00Z' });
      expect(inserted.error).toBeNull();
    } finally {
      await stack.stop();
    }

    // 2. Same folder again: the row written before is still there.
    stack = await startTestStack({ portBase: LIFECYCLE_BASE, stackDir, keepData: true });
    try {
      expect(await activeEventCount(stack)).toBe(ACTIVE_EVENT_COUNT + 1);
      const { data } = await anonClient(stack.apiUrl).from('events').select('title').eq('title', marker);
      expect(data).toEqual([{ title: marker }]);

      // db:reset refuses while the stack runs, naming the command to run again.
      const busy = await runCli(['--reset-only'], LIFECYCLE_BASE, stackDir);
      expect(busy.code).toBe(1);
      expect(busy.output).toContain('npm run db:reset');
    } finally {
      await stack.stop();
    }

    // 3. db:reset (the same CLI as npm run db:reset) rebuilds from migrations and seed.
    const reset = await runCli(['--reset-only'], LIFECYCLE_BASE, stackDir);
    expect(reset.code, reset.output).toBe(0);
    expect(reset.output).toContain('Database rebuilt from migrations and seed');

    stack = await startTestStack({ portBase: LIFECYCLE_BASE, stackDir, keepData: true });
    try {
      expect(await activeEventCount(stack)).toBe(ACTIVE_EVENT_COUNT);
      const { data } = await anonClient(stack.apiUrl).from('events').select('title').eq('title', marker);
      expect(data).toEqual([]);
    } finally {
      await stack.stop();
    }
  });

  it('names a port that is already in use', async () => {
    const stackDir = await tempDir('elo-busy-port-');
    const blocker = net.createServer();
    await new Promise<void>((resolve, reject) => {
      blocker.once('error', reject);
      blocker.listen({ port: BUSY_PORT_BASE, host: '127.0.0.1' }, () => resolve());
    });
    try {
      const result = await runCli([], BUSY_PORT_BASE, stackDir, 60_000);
      expect(result.code).toBe(1);
      expect(result.output).toContain(`Port ${BUSY_PORT_BASE} (API gateway) is already in use`);
      expect(result.output).not.toContain('ELO_STACK_READY');
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
  });

  it('refuses a half-initialised data folder and says how to reset it', async () => {
    const stackDir = await tempDir('elo-half-init-');
    // A database folder without the ".initialised" marker: an earlier first start was interrupted.
    await mkdir(path.join(stackDir, 'db'), { recursive: true });
    await writeFile(path.join(stackDir, 'db', 'PG_VERSION'), '17\n');
    const result = await runCli([], HALF_INIT_BASE, stackDir, 60_000);
    expect(result.code).toBe(1);
    expect(result.output).toContain('was not fully initialised');
    expect(result.output).toContain('npm run db:reset');
    expect(result.output).not.toContain('ELO_STACK_READY');
  });
});

describe('migrations', () => {
  const scratchDb = `elo_migrations_${randomUUID().slice(0, 8)}`;
  const dbUrl = inject('dbUrl');

  afterAll(async () => {
    await withDb(dbUrl, (db) => db.query(`drop database if exists ${scratchDb} with (force)`));
  });

  it('a failing migration names the file and the SQL error, and leaves nothing of it behind', async () => {
    await withDb(dbUrl, (db) => db.query(`create database ${scratchDb}`));
    const dir = await tempDir('elo-migrations-');
    await writeFile(
      path.join(dir, '20300101000100_first.sql'),
      'create table public.first_ok (id int primary key);\n',
    );
    await writeFile(
      path.join(dir, '20300101000200_broken.sql'),
      'create table public.half_done (id int);\ninsert into public.no_such_table values (1);\n',
    );
    await writeFile(path.join(dir, '20300101000300_never.sql'), 'create table public.never_run (id int);\n');
    await writeFile(path.join(dir, 'notes.txt'), 'not a migration');
    expect(await listMigrationFiles(dir)).toEqual([
      '20300101000100_first.sql',
      '20300101000200_broken.sql',
      '20300101000300_never.sql',
    ]);

    const client = new pg.Client({ connectionString: dbUrl.replace(/\/postgres$/, `/${scratchDb}`) });
    await client.connect();
    try {
      await client.query(
        'create schema supabase_migrations; create table supabase_migrations.schema_migrations (version text primary key, statements text[], name text)',
      );
      const log: string[] = [];
      const failure = await applyMigrations(client, (line) => log.push(line), dir).then(
        () => null,
        (err: unknown) => err,
      );
      expect(failure).toBeInstanceOf(MigrationError);
      const message = (failure as Error).message;
      expect(message).toContain('20300101000200_broken.sql');
      expect(message).toContain('relation "public.no_such_table" does not exist');
      expect(message).toContain('(line 2)');
      expect(log).toEqual(['Applied migration 20300101000100_first.sql']);

      const { rows: applied } = await client.query<{ version: string; name: string }>(
        'select version, name from supabase_migrations.schema_migrations order by version',
      );
      expect(applied).toEqual([{ version: '20300101000100', name: 'first' }]);
      const { rows: tables } = await client.query<{ t: string | null; h: string | null; n: string | null }>(
        `select to_regclass('public.first_ok')::text as t, to_regclass('public.half_done')::text as h,
                to_regclass('public.never_run')::text as n`,
      );
      expect(tables).toEqual([{ t: 'first_ok', h: null, n: null }]);

      // Once fixed, the next run applies what is pending and skips what is recorded.
      await writeFile(
        path.join(dir, '20300101000200_broken.sql'),
        'create table public.half_done (id int);\n',
      );
      const done = await applyMigrations(client, () => undefined, dir);
      expect(done).toEqual(['20300101000200_broken.sql', '20300101000300_never.sql']);
    } finally {
      await client.end();
    }
  });
});

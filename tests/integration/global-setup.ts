import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { authRateLimitEnv } from '#supabase/local/config.ts';
import { startTestStack, type TestStack } from '../helpers/stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    dbUrl: string;
    mailboxUrl: string;
    linkedinUrl: string;
    portBase: number;
    /** Where the run's one site build goes (tests/helpers/site-build.ts), made by the first file that needs it. */
    siteBuildDir: string;
  }
}

let stack: TestStack | undefined;
let siteBuildDir: string | undefined;

/** The newsletter's limits live in the database (they apply on hosted Supabase too). */
export async function raiseNewsletterRateLimits(dbUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query(
      'update private.newsletter_rate_limits set per_ip_per_hour = 1000000, global_per_hour = 1000000',
    );
  } finally {
    await client.end();
  }
}

/** One fresh stack (empty temporary data folder, seeded) for the whole integration run. */
export async function setup(project: TestProject): Promise<void> {
  const portBase = Number(process.env.ELO_TEST_PORT_BASE ?? 24321);
  // The suite signs in and up from 127.0.0.1 far more often than the CLI's limits allow; stacks that
  // test files start themselves inherit the raised limits through the environment.
  Object.assign(process.env, authRateLimitEnv(1_000_000));
  stack = await startTestStack({ portBase });
  await raiseNewsletterRateLimits(stack.dbUrl);
  project.provide('apiUrl', stack.apiUrl);
  project.provide('dbUrl', stack.dbUrl);
  project.provide('mailboxUrl', stack.mailboxUrl);
  project.provide('linkedinUrl', stack.linkedinUrl);
  project.provide('portBase', stack.portBase);
  siteBuildDir = await mkdtemp(path.join(os.tmpdir(), 'elo-site-build-'));
  project.provide('siteBuildDir', siteBuildDir);
}

export async function teardown(): Promise<void> {
  await stack?.stop();
  if (siteBuildDir) await rm(siteBuildDir, { recursive: true, force: true });
}

import type { TestProject } from 'vitest/node';
import { startTestStack, type TestStack } from '../helpers/stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    dbUrl: string;
    mailboxUrl: string;
    linkedinUrl: string;
    portBase: number;
  }
}

let stack: TestStack | undefined;

/** One fresh stack (empty temporary data folder, seeded) for the whole integration run. */
export async function setup(project: TestProject): Promise<void> {
  const portBase = Number(process.env.ELO_TEST_PORT_BASE ?? 24321);
  stack = await startTestStack({ portBase });
  project.provide('apiUrl', stack.apiUrl);
  project.provide('dbUrl', stack.dbUrl);
  project.provide('mailboxUrl', stack.mailboxUrl);
  project.provide('linkedinUrl', stack.linkedinUrl);
  project.provide('portBase', stack.portBase);
}

export async function teardown(): Promise<void> {
  await stack?.stop();
}

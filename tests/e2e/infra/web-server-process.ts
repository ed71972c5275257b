import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '#supabase/local/config.ts';

export interface E2eWebServer {
  url: string;
  stop(): Promise<void>;
}

/** The stack a web server talks to. */
export interface E2eServerBackend {
  apiUrl: string;
  dbUrl: string;
  linkedinUrl: string;
}

/**
 * Starts the production web server on a build (distDir) and port, in its own process group, talking to
 * one worker's stack: the site tells browsers that stack's address, drops cached pages as that
 * database announces changes, and allows its LinkedIn stand-in as a sign-in form target.
 */
export async function startE2eWebServer({
  distDir,
  port,
  backend,
  timeoutMs = 120_000,
}: {
  distDir: string;
  port: number;
  backend: E2eServerBackend;
  timeoutMs?: number;
}): Promise<E2eWebServer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'web-server-entry.ts')],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        ELO_DIST_DIR: distDir,
        SUPABASE_URL: backend.apiUrl,
        SITE_DATABASE_URL: backend.dbUrl,
        AUTH_PROVIDER_ORIGINS: backend.linkedinUrl,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(`The web server on port ${port} did not start within ${timeoutMs / 1000} s:\n${output}`),
      );
    }, timeoutMs);
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ELO_WEB_READY')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The web server on port ${port} exited with ${code}:\n${output}`));
    });
  });
  // Later output (errors of requests) goes to the run's own.
  child.stdout.removeAllListeners('data');
  child.stderr.removeAllListeners('data');
  child.stdout.pipe(process.stdout);
  child.stderr.pipe(process.stderr);
  return {
    url: `http://localhost:${port}`,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

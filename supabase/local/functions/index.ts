import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseEnv } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REPO_ROOT } from '../config.ts';
import type { StackContext } from '../context.ts';
import { localMailDefaults } from '../mail.ts';
import { resolveBearer, verifyJwt } from '../jwt.ts';
import { installDenoShim, type EdgeHandler } from './deno-shim.ts';
import { sendWebResponse, toWebRequest } from './web.ts';

const FUNCTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/**
 * Where functions are looked up: supabase/functions, after the folders listed in ELO_FUNCTIONS_DIR
 * (path-delimiter separated; tests put fixture functions first).
 */
function functionDirs(defaultDir: string): string[] {
  const extra = (process.env.ELO_FUNCTIONS_DIR ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.resolve(REPO_ROOT, dir));
  return [...extra, defaultDir];
}

/** Secrets for local runs, like the CLI's supabase/functions/.env (git-ignored). */
function readEnvFile(dir: string): Record<string, string> {
  const file = path.join(dir, '.env');
  if (!existsSync(file)) return {};
  const parsed = parseEnv(readFileSync(file, 'utf8'));
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/**
 * What the edge runtime answers when a function fails to load or throws. The error itself goes to the
 * stack's log only: its message may carry secrets, upstream URLs or file paths.
 */
const FAILURES = {
  boot: { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' },
  crash: { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' },
} as const;

/** Supabase Edge answers 504 when a function sends no response within the request idle timeout (150 s). */
const IDLE_TIMEOUT_MS = Number(process.env.ELO_FUNCTIONS_IDLE_TIMEOUT_MS ?? 150_000);

/** The handler's response, or 'timeout' when it does not answer in time (the handler keeps running). */
async function withinIdleTimeout(pending: Response | Promise<Response>): Promise<Response | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), IDLE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([Promise.resolve(pending), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function internalError(reply: FastifyReply, failure: keyof typeof FAILURES): FastifyReply {
  return reply.code(500).type('application/json').send(FAILURES[failure]);
}

/** Runs supabase/functions/<name>/index.ts handlers like the CLI's local edge runtime. */
export default async function functionsService(
  app: FastifyInstance,
  opts: { ctx: StackContext },
): Promise<void> {
  const { config, log } = opts.ctx;
  const dirs = functionDirs(config.functions.dir);
  const shim = installDenoShim(
    {
      SUPABASE_URL: config.apiUrl,
      SUPABASE_ANON_KEY: config.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: config.serviceRoleKey,
      SUPABASE_DB_URL: config.dbUrl,
    },
    // The local mailbox and site address unless supabase/functions/.env or the environment say otherwise.
    { ...localMailDefaults(config), ...readEnvFile(config.functions.dir) },
  );

  const handlers = new Map<string, Promise<EdgeHandler>>();
  // Modules are loaded one at a time so each Deno.serve call is attributed to the right function.
  let loading: Promise<unknown> = Promise.resolve();

  function loadHandler(name: string, entry: string): Promise<EdgeHandler> {
    const cached = handlers.get(name);
    if (cached) return cached;
    const promise = loading.then(async () => {
      const capture = shim.captureNext();
      const mod = (await import(pathToFileURL(entry).href)) as { default?: { fetch?: EdgeHandler } };
      const served = capture.take();
      if (served) return served;
      const exported = mod.default?.fetch;
      if (typeof exported === 'function') return exported.bind(mod.default);
      throw new Error(`${name}: the module neither calls Deno.serve nor exports { fetch }`);
    });
    loading = promise.catch(() => undefined);
    handlers.set(name, promise);
    // A module that fails to load is retried on the next request (after the code is fixed).
    promise.catch(() => handlers.delete(name));
    return promise;
  }

  await app.register(async (scope) => {
    // The function reads the body itself, as a stream.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

    const invoke = async (request: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) => {
      const { name } = request.params;
      const entry = FUNCTION_NAME.test(name)
        ? dirs.map((dir) => path.join(dir, name, 'index.ts')).find((file) => existsSync(file))
        : undefined;
      if (!entry) {
        request.raw.resume();
        return reply.code(404).type('text/plain').send('Function not found');
      }

      // As on Supabase Edge, the function sees the caller's address (never one the caller claims).
      const overrides: Record<string, string> = { 'x-forwarded-for': request.ip };
      if (request.method !== 'OPTIONS') {
        const token = resolveBearer(config, request.headers);
        if (token) overrides.authorization = `Bearer ${token}`;
        if (config.functions.verifyJwt[name] !== false) {
          if (!request.headers.authorization) {
            request.raw.resume();
            return reply.code(401).send({ msg: 'Error: Missing authorization header' });
          }
          try {
            if (!token) throw new Error('no token');
            await verifyJwt(config, token);
          } catch {
            request.raw.resume();
            return reply.code(401).send({ msg: 'Invalid JWT' });
          }
        }
      }

      let handler: EdgeHandler;
      try {
        handler = await loadHandler(name, entry);
      } catch (err) {
        log(`function ${name} failed to load: ${err instanceof Error ? err.stack : String(err)}`);
        request.raw.resume();
        return internalError(reply, 'boot');
      }

      // The URL the function sees starts with its own name, as on Supabase Edge.
      const suffix = request.url.slice(request.url.indexOf(`/${name}`));
      const host = request.headers.host ?? `127.0.0.1:${config.ports.api}`;
      try {
        const response = await withinIdleTimeout(
          handler(toWebRequest(request, `http://${host}${suffix}`, overrides)),
        );
        if (response === 'timeout') {
          log(`function ${name} sent no response within ${IDLE_TIMEOUT_MS / 1000} s`);
          return reply.code(504).header('sb-error-code', 'IDLE_TIMEOUT').type('application/json').send({
            code: 'IDLE_TIMEOUT',
            message: 'Function did not respond before the request idle timeout',
          });
        }
        if (!(response instanceof Response)) throw new Error(`${name} did not return a Response`);
        return sendWebResponse(reply, response);
      } catch (err) {
        log(`function ${name} crashed: ${err instanceof Error ? err.stack : String(err)}`);
        return internalError(reply, 'crash');
      }
    };

    scope.all('/:name', invoke);
    scope.all('/:name/*', invoke);
  });
}

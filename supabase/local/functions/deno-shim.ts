export type EdgeHandler = (request: Request) => Response | Promise<Response>;

interface ServeOptions {
  handler?: EdgeHandler;
}

/**
 * The part of the Deno global an edge function touches at load time: Deno.serve(handler) hands the
 * handler to whoever is loading the module, Deno.env reads the stack's environment (secrets) with the
 * SUPABASE_* values the Supabase runtime injects.
 */
export function installDenoShim(
  reservedEnv: Record<string, string>,
  /** Values from supabase/functions/.env; the process environment wins over them. */
  fileEnv: Record<string, string> = {},
): {
  captureNext(): { take(): EdgeHandler | undefined };
} {
  let captured: EdgeHandler | undefined;
  const env = {
    get: (name: string): string | undefined => reservedEnv[name] ?? process.env[name] ?? fileEnv[name],
    toObject: (): Record<string, string> => {
      const out: Record<string, string> = {};
      for (const [key, value] of Object.entries(process.env)) if (value !== undefined) out[key] = value;
      return { ...fileEnv, ...out, ...reservedEnv };
    },
    set: (name: string, value: string) => {
      process.env[name] = value;
    },
    has: (name: string) => name in reservedEnv || name in process.env || name in fileEnv,
  };
  const serve = (first: EdgeHandler | ServeOptions, second?: EdgeHandler) => {
    const handler = typeof first === 'function' ? first : (second ?? first.handler);
    if (typeof handler !== 'function') throw new TypeError('Deno.serve needs a handler function');
    captured = handler;
    return {
      finished: new Promise<void>(() => undefined),
      shutdown: async () => undefined,
      ref() {},
      unref() {},
    };
  };
  (globalThis as unknown as { Deno: unknown }).Deno = { serve, env };
  return {
    captureNext() {
      captured = undefined;
      return {
        take: () => {
          const handler = captured;
          captured = undefined;
          return handler;
        },
      };
    },
  };
}

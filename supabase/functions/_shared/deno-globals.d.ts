// Type-checking aid for the Node toolchain: the subset of the Deno global these functions use. Deno
// itself never loads this file (nothing imports it) and provides the real declarations.
declare global {
  var Deno: {
    serve(handler: (request: Request) => Response | Promise<Response>): unknown;
    env: {
      get(name: string): string | undefined;
      toObject(): Record<string, string>;
    };
  };
}

export {};

import type { StackContext } from '../context.ts';
import type { ServiceHandle } from '../mailbox/index.ts';

/** The local OpenID Provider standing in for LinkedIn, with demo personas. */
export async function startLinkedinStandin(ctx: StackContext): Promise<ServiceHandle> {
  return { url: ctx.config.linkedinStandinUrl, stop: async () => undefined };
}

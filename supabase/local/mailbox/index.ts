import type { StackContext } from '../context.ts';

export interface ServiceHandle {
  url: string;
  stop(): Promise<void>;
}

/** The local mailbox page where sign-up confirmation e-mails can be read. */
export async function startMailbox(ctx: StackContext): Promise<ServiceHandle> {
  return { url: ctx.config.mailboxUrl, stop: async () => undefined };
}

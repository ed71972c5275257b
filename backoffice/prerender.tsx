import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './App.tsx';

/**
 * The sign-in page's HTML, rendered at build time (scripts/prerender-admin-auth.ts) for a visitor
 * without a session: /admin-auth paints its form before any script runs, and main.tsx hydrates it.
 * Emotion writes each component's styles beside it; in the browser it moves them into the head
 * before hydration.
 */
export async function prerenderSignInPage(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

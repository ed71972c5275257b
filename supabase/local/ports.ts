import net from 'node:net';

/** Resolves when nothing listens on 127.0.0.1:port; rejects with a message naming the port otherwise. */
export function assertPortFree(port: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') {
        reject(
          new Error(
            `Port ${port} (${what}) is already in use. Stop whatever is listening there ` +
              `(another "npm start"?) or move every port with ELO_PORT_BASE.`,
          ),
        );
      } else {
        reject(err);
      }
    });
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve()));
  });
}

/** Polls an HTTP URL until it answers 2xx, a bounded number of times. */
export async function waitForHttp(url: string, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
      lastError = `HTTP ${res.status}`;
    } catch (err) {
      lastError = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${what} did not become ready at ${url} within ${timeoutMs / 1000}s (${lastError}).`);
}

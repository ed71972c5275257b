import http from 'node:http';

/** Bytes of a response body exactly as sent (no decompression), asking for brotli like a browser. */
function wireBytes(url: string): Promise<{ bytes: number; encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'Accept-Encoding': 'br, gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          bytes: body.length,
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
          body,
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/**
 * The JavaScript a page makes the browser download on load: every script and module preload of its
 * server HTML (React Router lists the route's whole module graph there), weighed as the server sends
 * it. Returns the total and the files.
 */
export async function pageScriptWeight(
  pageUrl: string,
): Promise<{ bytes: number; files: Array<{ path: string; bytes: number; encoding: string }> }> {
  const html = await (await fetch(pageUrl)).text();
  const paths = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) paths.add(match[1]!);
  for (const match of html.matchAll(/import\(["'](\/assets\/[^"']+\.js)["']\)/g)) paths.add(match[1]!);
  for (const match of html.matchAll(/from ["'](\/assets\/[^"']+\.js)["']/g)) paths.add(match[1]!);
  const files = [];
  for (const path of paths) {
    const { bytes, encoding } = await wireBytes(new URL(path, pageUrl).toString());
    files.push({ path, bytes, encoding });
  }
  return { bytes: files.reduce((sum, file) => sum + file.bytes, 0), files };
}

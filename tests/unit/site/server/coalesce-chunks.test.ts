// @vitest-environment node
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { coalesceChunks } from '#site/server/coalesce-chunks.ts';

function collectBytes(stream: NodeJS.ReadableStream) {
  const buffers: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => buffers.push(chunk));
  const ended = new Promise<void>((resolve) => stream.on('end', () => resolve()));
  return { buffers, ended };
}

const texts = (buffers: Buffer[]) => buffers.map((chunk) => chunk.toString('utf8'));

describe('coalesceChunks', () => {
  it('sends what is written in one turn as one chunk, and a later part when it is written', async () => {
    const stream = coalesceChunks();
    const { buffers, ended } = collectBytes(stream);
    stream.write('<html><body>');
    stream.write(Buffer.from('<main>Olá, ação</main>'));
    stream.write('<footer>');
    await nextTurn();
    await nextTurn();
    expect(texts(buffers)).toEqual(['<html><body><main>Olá, ação</main><footer>']);
    stream.write('<template>mais tarde</template>');
    stream.end('</body></html>');
    await ended;
    expect(texts(buffers)).toEqual([
      '<html><body><main>Olá, ação</main><footer>',
      '<template>mais tarde</template></body></html>',
    ]);
  });

  it('keeps every byte in order, split characters included', async () => {
    const text = 'Experiência do cliente — ações e métricas. '.repeat(200);
    const bytes = Buffer.from(text);
    const stream = coalesceChunks();
    const { buffers, ended } = collectBytes(stream);
    for (let i = 0; i < bytes.length; i += 7) {
      stream.write(bytes.subarray(i, i + 7));
      if (i % 700 === 0) await nextTurn();
    }
    stream.end();
    await ended;
    expect(Buffer.concat(buffers).equals(bytes)).toBe(true);
    expect(buffers.length).toBeLessThan(bytes.length / 7 / 10);
  });

  it('sends nothing more once destroyed (a visitor who left)', async () => {
    const stream = coalesceChunks();
    const { buffers } = collectBytes(stream);
    stream.on('error', () => undefined);
    stream.write('<html>');
    stream.destroy();
    await nextTurn();
    await nextTurn();
    expect(buffers).toEqual([]);
    expect(stream.destroyed).toBe(true);
  });
});

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serverOptions } from '#supabase/local/production/http-options.ts';

async function seenAddress(
  mode: 'development' | 'production',
  trustedProxies: string[],
  remoteAddress: string,
): Promise<{ ip: string; protocol: string; requestId: string | undefined }> {
  const app = Fastify({ ...serverOptions({ mode, trustedProxies }, 'test'), logger: false });
  app.get('/', async (request) => ({ ip: request.ip, protocol: request.protocol }));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const res = await app.inject({
    url: '/',
    remoteAddress,
    headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https', 'x-request-id': 'abc-123' },
  });
  await app.close();
  return {
    ...(res.json() as { ip: string; protocol: string }),
    requestId: res.headers['x-request-id'] as string,
  };
}

describe('production server options', () => {
  it('believes X-Forwarded-* from the configured proxy only', async () => {
    const viaProxy = await seenAddress('production', ['127.0.0.1'], '127.0.0.1');
    expect(viaProxy).toMatchObject({ ip: '203.0.113.7', protocol: 'https', requestId: 'abc-123' });

    const direct = await seenAddress('production', ['127.0.0.1'], '198.51.100.9');
    expect(direct).toMatchObject({ ip: '198.51.100.9', protocol: 'http' });

    const otherProxy = await seenAddress('production', ['10.0.0.0/8'], '10.1.2.3');
    expect(otherProxy.ip).toBe('203.0.113.7');
  });

  it('believes no forwarded header in development', async () => {
    const dev = await seenAddress('development', [], '127.0.0.1');
    expect(dev).toMatchObject({ ip: '127.0.0.1', protocol: 'http' });
  });

  it('makes up a request id when the given one is not a plain token', async () => {
    const app = Fastify({
      ...serverOptions({ mode: 'production', trustedProxies: [] }, 'test'),
      logger: false,
    });
    app.get('/', async (request) => ({ id: request.id }));
    const res = await app.inject({ url: '/', headers: { 'x-request-id': 'bad id\nwith newline' } });
    await app.close();
    expect((res.json() as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

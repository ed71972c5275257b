import { describe, expect, it } from 'vitest';
import { readFailureReason } from '#site/src/data/readFailure.server.ts';

describe('readFailureReason', () => {
  it('gives the status, the code and a short message', () => {
    expect(readFailureReason({ message: 'permission denied for table events', code: '42501' }, 401)).toBe(
      'status 401, 42501, permission denied for table events',
    );
    expect(readFailureReason(new TypeError('fetch failed'))).toBe('fetch failed');
  });

  it('never carries an answer body: an HTML page becomes a short reason', () => {
    const page = `<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body>${'x'.repeat(5000)} segredo</body></html>`;
    const line = readFailureReason({ message: page, code: '' }, 502);
    expect(line).toBe('status 502, unexpected non-JSON answer');
    expect(readFailureReason({ message: `erro\n${page}` }, 500)).toBe(
      'status 500, unexpected non-JSON answer',
    );
    expect(readFailureReason({ message: 'a'.repeat(1000) }, 500).length).toBeLessThan(200);
  });
});

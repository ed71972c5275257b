import { describe, expect, it } from 'vitest';
import { normaliseReturnPath, pathOfAbsoluteUrl, safeReturnPath } from '#shared/safeReturnPath.ts';
import { safeNextPath } from '#site/src/auth/flow.server.ts';
import { REDIRECT_BYPASSES, SAFE_RETURN_PATHS } from '../../helpers/redirect-bypasses.ts';

describe('safeReturnPath', () => {
  it('has a corpus of at least 50 known bypasses', () => {
    expect(new Set(REDIRECT_BYPASSES).size).toBeGreaterThanOrEqual(50);
  });

  it.each(REDIRECT_BYPASSES.map((value) => [JSON.stringify(value).slice(0, 80), value]))(
    'refuses %s',
    (_label, value) => {
      expect(normaliseReturnPath(value)).toBeNull();
      expect(safeReturnPath(value)).toBe('/');
      expect(safeReturnPath(value, '/events')).toBe('/events');
      expect(safeNextPath(value)).toBe('/');
    },
  );

  it.each(SAFE_RETURN_PATHS)('keeps %s', (value) => {
    expect(safeReturnPath(value)).toBe(value);
  });

  it('removes harmless dot segments but keeps the page', () => {
    expect(safeReturnPath('/a/../events')).toBe('/events');
    expect(safeReturnPath('/./events?pagina=2')).toBe('/events?pagina=2');
  });

  it('refuses anything that is not a string', () => {
    for (const value of [null, undefined, 3, {}, ['/events']]) expect(safeReturnPath(value)).toBe('/');
  });
});

describe('pathOfAbsoluteUrl', () => {
  it('takes what follows the origin, as written', () => {
    expect(pathOfAbsoluteUrl('http://site.example')).toBe('/');
    expect(pathOfAbsoluteUrl('http://site.example/.//evil.example')).toBe('/.//evil.example');
    expect(pathOfAbsoluteUrl('http://site.example?x=1')).toBe('/?x=1');
    expect(pathOfAbsoluteUrl('http://site.example\\evil.example')).toBe('/\\evil.example');
  });
});

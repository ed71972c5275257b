import { describe, expect, it } from 'vitest';
import { initials } from '#shared/initials.ts';

describe('initials', () => {
  it('takes the first letters of the first two words, upper-case', () => {
    expect(initials('Maria da Silva')).toBe('MD');
    expect(initials('mariana costa')).toBe('MC');
  });
  it('keeps a single word to one letter and accents as they are', () => {
    expect(initials('Ângela')).toBe('Â');
    expect(initials('  Édson   Arantes  Nascimento ')).toBe('ÉA');
  });
  it('is empty without a name', () => {
    expect(initials('')).toBe('');
    expect(initials('   ')).toBe('');
    expect(initials(null)).toBe('');
    expect(initials(undefined)).toBe('');
  });
});

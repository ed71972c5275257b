import { describe, expect, it } from 'vitest';
import { formatFileSize } from '#shared/media.ts';

describe('formatFileSize (back-office video card)', () => {
  it('writes the decimal the pt-BR way', () => {
    expect(formatFileSize(1270298)).toBe('1,2 MB');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(1024)).toBe('1,0 KB');
  });

  it('groups thousands with a dot before the unit steps up', () => {
    expect(formatFileSize(1023)).toBe('1.023,0 B');
  });

  it('says N/A when the size is unknown', () => {
    expect(formatFileSize(null)).toBe('N/A');
    expect(formatFileSize(-1)).toBe('N/A');
  });
});

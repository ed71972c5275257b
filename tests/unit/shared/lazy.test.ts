import { describe, expect, it, vi } from 'vitest';
import { lazy } from '#shared/lazy.ts';

describe('lazy', () => {
  it('makes nothing until first asked, then makes the value once and keeps it', () => {
    const create = vi.fn(() => ({ made: true }));
    const value = lazy(create);
    expect(create).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps a value that is undefined or null too', () => {
    const create = vi.fn(() => undefined);
    const value = lazy(create);
    value();
    value();
    expect(create).toHaveBeenCalledTimes(1);
  });
});

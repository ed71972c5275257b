export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

/** Longer than any single range over a file we could store: served whole, never handed to a pattern. */
const MAX_RANGE_HEADER_LENGTH = 100;

/**
 * Parses a single-range `Range: bytes=...` header against a file size.
 * Returns null when there is no (usable) Range header, 'unsatisfiable' when it cannot be served.
 * Multiple ranges are answered with the whole file, as RFC 9110 allows.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header || header.length > MAX_RANGE_HEADER_LENGTH) return null;
  const match = /^\s*bytes\s*=\s*(.+)$/i.exec(header);
  if (!match) return 'unsatisfiable';
  const specs = match[1].split(',');
  if (specs.length > 1) return null;
  const spec = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(specs[0]);
  if (!spec || (spec[1] === '' && spec[2] === '')) return 'unsatisfiable';
  if (spec[1] === '') {
    // Suffix range: the last N bytes.
    const length = Number(spec[2]);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(spec[1]);
  const end = spec[2] === '' ? size - 1 : Math.min(Number(spec[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

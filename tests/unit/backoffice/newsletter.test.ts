import { describe, expect, it } from 'vitest';
import { subscribersCsv } from '#backoffice/newsletter/csv.ts';

describe('newsletter CSV export', () => {
  it('writes a header and one line per subscriber, separated for pt-BR spreadsheets', () => {
    const csv = subscribersCsv([
      { email: 'ana@example.com.br', consent_at: '2026-11-20T13:05:00.000Z', source: 'newsletter-page' },
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('E-mail;Consentimento;Consentimento (ISO 8601);Origem');
    expect(lines[1]).toMatch(
      /^ana@example\.com\.br;\d{2}\/\d{2}\/2026 às \d{2}:\d{2};2026-11-20T13:05:00\.000Z;newsletter-page$/,
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
  });

  it('quotes fields holding separators or quotes', () => {
    const csv = subscribersCsv([
      { email: 'a@b.co', consent_at: '2026-01-01T00:00:00Z', source: 'evento; "CX Day"' },
    ]);
    expect(csv.split('\r\n')[1]!.endsWith(';"evento; ""CX Day"""')).toBe(true);
  });

  it('neutralises cells that a spreadsheet would run as a formula', () => {
    const csv = subscribersCsv([
      { email: '=cmd@evil.example', consent_at: '2026-01-01T00:00:00Z', source: '+site' },
    ]);
    const line = csv.split('\r\n')[1]!;
    expect(line.startsWith("'=cmd@evil.example;")).toBe(true);
    expect(line.endsWith(";'+site")).toBe(true);
  });
});

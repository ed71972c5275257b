import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from '#backoffice/common/csv.ts';

describe('toCsv', () => {
  const columns = [
    { label: 'Nome', value: (row: { name: string; active: boolean; n: number | null }) => row.name },
    { label: 'Ativo', value: (row: { name: string; active: boolean; n: number | null }) => row.active },
    { label: 'Logins', value: (row: { name: string; active: boolean; n: number | null }) => row.n },
  ];

  it("writes ';'-separated pt-BR rows with a header and CRLF lines", () => {
    expect(
      toCsv(columns, [
        { name: 'Ana', active: true, n: 3 },
        { name: 'Bruno; Silva', active: false, n: null },
      ]),
    ).toBe('Nome;Ativo;Logins\r\nAna;Sim;3\r\n"Bruno; Silva";Não;\r\n');
  });

  it('neutralises formula cells and quotes quotes and line breaks', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+55 11')).toBe("'+55 11");
    expect(csvField('@soma')).toBe("'@soma");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('linha\nnova')).toBe('"linha\nnova"');
    expect(csvField('texto comum')).toBe('texto comum');
  });
});

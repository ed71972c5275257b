import { describe, expect, it } from 'vitest';
import { attendeesCsv, attendeesFileName, type Attendee } from '#backoffice/events/attendance.ts';

const attendee = (fields: Partial<Attendee>): Attendee => ({
  member_id: 'm1',
  full_name: 'Ana Ribeiro',
  email: 'ana.ribeiro@example.com.br',
  avatar_url: null,
  confirmed_at: '2026-11-20T15:30:00Z',
  ...fields,
});

describe('attendee CSV', () => {
  it('has a pt-BR header, one line per attendee, pt-BR and ISO times', () => {
    // The pt-BR time is Brasília's whatever the browser's zone; the ISO column keeps the instant.
    const shown = '20/11/2026 às 12:30';
    const csv = attendeesCsv([
      attendee({}),
      attendee({ member_id: 'm2', full_name: null, email: 'b@example.com.br' }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Nome;E-mail;Confirmado em (horário de Brasília);Confirmado em (ISO 8601)',
      `Ana Ribeiro;ana.ribeiro@example.com.br;${shown};2026-11-20T15:30:00Z`,
      `;b@example.com.br;${shown};2026-11-20T15:30:00Z`,
      '',
    ]);
  });

  it('neutralises formulas and quotes separators in names', () => {
    const csv = attendeesCsv([
      attendee({ full_name: '=HYPERLINK("x")' }),
      attendee({ full_name: 'Silva; Ana' }),
    ]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain('"Silva; Ana"');
  });

  it('names the file after the event', () => {
    expect(attendeesFileName('Encontro Elo CX: Rio de Janeiro!')).toBe(
      'participantes-encontro-elo-cx-rio-de-janeiro',
    );
    expect(attendeesFileName('!!!')).toBe('participantes');
  });
});

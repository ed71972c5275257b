// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EventAttendance, confirmedLabel, isSoldOut } from '#site/src/ui/EventRsvp.tsx';

afterEach(cleanup);

describe('event attendance', () => {
  it('says how many members confirmed, in pt-BR', () => {
    expect(confirmedLabel(1)).toBe('1 membro confirmado');
    expect(confirmedLabel(7)).toBe('7 membros confirmados');
  });

  it('is sold out only with a capacity that is reached', () => {
    expect(isSoldOut({ capacity: null }, 500)).toBe(false);
    expect(isSoldOut({ capacity: 10 }, 9)).toBe(false);
    expect(isSoldOut({ capacity: 10 }, 10)).toBe(true);
    expect(isSoldOut({ capacity: 10 }, null)).toBe(false);
  });

  it("shows seats left, 'Esgotado' when full, and the attendees' faces", () => {
    const attendees = [{ full_name: 'Ana Ribeiro', avatar_url: 'https://media.example.com.br/ana.jpg' }];
    const { rerender } = render(
      <EventAttendance event={{ capacity: 3 }} confirmed={2} attendees={attendees} />,
    );
    expect(screen.getByText(/2 membros confirmados · 1 vaga restante/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Ana Ribeiro' })).toBeTruthy();
    rerender(<EventAttendance event={{ capacity: 3 }} confirmed={3} attendees={attendees} />);
    expect(screen.getByText('Esgotado')).toBeTruthy();
    rerender(<EventAttendance event={{ capacity: null }} confirmed={0} attendees={[]} />);
    expect(screen.getByText('Nenhum membro confirmado ainda. Seja o primeiro!')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

import type { Locator, Page } from '@playwright/test';
import { dayIn, instantAt, wallClockIn } from '#shared/zonedTime.ts';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A moment as the pt-BR picker shows it, 'dd/MM/yyyy HH:mm': the community's clock (Brasília),
 * whatever the browser's zone.
 */
export function shownDateTime(at: number): string {
  const wall = wallClockIn(new Date(at));
  return `${two(wall.day)}/${two(wall.month)}/${wall.year} ${two(wall.hour)}:${two(wall.minute)}`;
}

/** The pt-BR date-time picker labelled `label` (its typed sections form one labelled group). */
export function dateTimeField(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('group', { name: label });
}

/** Types a moment into a pt-BR picker as a person does: day, month, year, hour, minute. */
export async function typeDateTime(field: Locator, at: number): Promise<string> {
  const shown = shownDateTime(at);
  await field.getByRole('spinbutton', { name: 'Dia' }).click();
  await field.page().keyboard.type(shown.replace(/\D/g, ''));
  return shown;
}

/** A whole hour of the community's clock some days from now. */
export function daysFromNowAt(days: number, hour: number): number {
  const [year, month, day] = dayIn(new Date(Date.now() + days * 24 * 3600_000))
    .split('-')
    .map(Number);
  return instantAt({ year: year!, month: month!, day: day!, hour, minute: 0 }).getTime();
}

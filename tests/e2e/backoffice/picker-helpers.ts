import type { Locator, Page } from '@playwright/test';

/** A moment as the browser's clock shows it in the pt-BR picker: 'dd/MM/yyyy HH:mm'. */
export function shownDateTime(page: Page, at: number): Promise<string> {
  return page.evaluate((ms) => {
    const date = new Date(ms);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
  }, at);
}

/** The pt-BR date-time picker labelled `label` (its typed sections form one labelled group). */
export function dateTimeField(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('group', { name: label });
}

/** Types a moment into a pt-BR picker as a person does: day, month, year, hour, minute. */
export async function typeDateTime(field: Locator, at: number): Promise<string> {
  const shown = await shownDateTime(field.page(), at);
  await field.getByRole('spinbutton', { name: 'Dia' }).click();
  await field.page().keyboard.type(shown.replace(/\D/g, ''));
  return shown;
}

/** A whole hour some days from now, in the browser's time zone. */
export async function daysFromNowAt(page: Page, days: number, hour: number): Promise<number> {
  return page.evaluate(
    ([d, h]) => {
      const date = new Date();
      date.setDate(date.getDate() + d!);
      date.setHours(h!, 0, 0, 0);
      return date.getTime();
    },
    [days, hour],
  );
}

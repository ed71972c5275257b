import { expect, type Page } from '@playwright/test';
import path from 'node:path';
import { serviceClient, type TestClient } from '../../helpers/supabase.ts';
import { e2eEnv } from '../env.ts';

export const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures');

/** The service-role client, to check what the screens stored. */
export function db(): TestClient {
  return serviceClient(e2eEnv().apiUrl);
}

/**
 * A new toast with this title (and description, when given) is shown. Toasts stay six seconds, so each
 * one this helper accepts is marked, and a later call waits for another: an earlier 'saved' toast still
 * on screen never stands in for the next save's.
 */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const titled = page.locator('[data-testid="toast"]:not([data-checked])').filter({ hasText: title });
  const toast = (description ? titled.filter({ hasText: description }) : titled).first();
  await expect(toast).toBeVisible({ timeout: 20_000 });
  await toast.evaluate((element) => element.setAttribute('data-checked', ''));
}

/** A short unique suffix so reruns against the same stack never collide. */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

/** Width and height from a JPEG's start-of-frame marker. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('not a JPEG');
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) {
      offset++;
      continue;
    }
    const marker = bytes[offset + 1]!;
    const length = (bytes[offset + 2]! << 8) | bytes[offset + 3]!;
    // SOF0…SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      const height = (bytes[offset + 5]! << 8) | bytes[offset + 6]!;
      const width = (bytes[offset + 7]! << 8) | bytes[offset + 8]!;
      return { width, height };
    }
    offset += 2 + length;
  }
  throw new Error('no frame header in JPEG');
}

/** react-admin's notification of an undoable delete ('… — …' with 'Desfazer'). */
export function undoNotice(page: Page, text: string) {
  return page.locator('.MuiSnackbar-root').filter({ hasText: text });
}

/** An undoable delete was announced with 'Desfazer' and then became final (the notification closed). */
export async function expectDeleteFinal(page: Page, text: string): Promise<void> {
  const notice = undoNotice(page, text);
  await expect(notice.getByRole('button', { name: 'Desfazer' })).toBeVisible({ timeout: 20_000 });
  await expect(notice).toHaveCount(0, { timeout: 20_000 });
}

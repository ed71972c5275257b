import { expect, type Page } from '@playwright/test';

/**
 * Types a slug of the admin's own over the one the form generates from the title. The form fills the slug
 * a moment after the title is typed; typing before that lands can be cut into by it (the generated text
 * arriving between "select all" and the typed text), so the generated value is awaited first, as an admin
 * sees it appear before typing over it.
 */
export async function fillSlugAfterGenerated(page: Page, slug: string): Promise<void> {
  const field = page.getByLabel('Slug');
  await expect(field).not.toHaveValue('');
  await field.fill(slug);
}

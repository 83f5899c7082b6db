import { expect, type Locator, type Page } from '@playwright/test';

export function header(page: Page): Locator {
  return page.getByRole('banner');
}

export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: 'Pemberitahuan' });
}

/** The signed-in layout has finished loading the session: the user menu is there. */
export async function expectShellReady(page: Page): Promise<void> {
  await expect(header(page).getByRole('button', { name: /Menu akun/ })).toBeVisible();
}

export async function pickBrand(page: Page, name: string): Promise<void> {
  await header(page)
    .getByRole('button', { name: /Pilih (Brand|Stockist)/ })
    .click();
  await page.getByRole('option', { name }).click();
}

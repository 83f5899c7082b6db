import { expect, type Page } from '@playwright/test';
import { demoPassword } from './accounts';

export async function signIn(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Kata sandi').fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  // The first sign-in after the sandbox starts also warms its database: allow it longer.
  await expect(page).not.toHaveURL(/\/sign-in/, { timeout: 20_000 });
}

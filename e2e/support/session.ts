import { expect, type Page } from '@playwright/test';
import { demoPassword } from './accounts';
import { trackRequests } from './network';

export async function signIn(page: Page, email: string, password = demoPassword): Promise<void> {
  trackRequests(page);
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Kata sandi').fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  // Signed in once the app has left both /sign-in and / (which waits for the session data) for
  // the first menu path. The first sign-in after the sandbox starts also warms its database.
  await expect(page).toHaveURL(
    (url) => url.pathname !== '/' && !url.pathname.startsWith('/sign-in'),
    {
      timeout: 20_000,
    },
  );
}

import { expect, type Page } from '@playwright/test';
import { demoPassword } from './accounts';
import { trackRequests } from './network';

/**
 * Signs in through the form. With `to`, the sign-in page is opened with `?redirect=` so the app
 * lands straight on that page, as a seller following a link would, instead of loading home first.
 */
export async function signIn(
  page: Page,
  email: string,
  { password = demoPassword, to }: { password?: string; to?: string } = {},
): Promise<void> {
  trackRequests(page);
  await page.goto(to ? `/sign-in?${new URLSearchParams({ redirect: to }).toString()}` : '/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Kata sandi').fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  // Signed in once the app has left both /sign-in and / (which waits for the session data) for
  // the first menu path, or for `to`. The first sign-in after the sandbox starts also warms its
  // database.
  await expect(page).toHaveURL(
    (url) =>
      // A page may tidy its own address (a page past the last one), so only the path must match.
      to
        ? url.pathname === new URL(to, url).pathname
        : url.pathname !== '/' && !url.pathname.startsWith('/sign-in'),
    { timeout: 20_000 },
  );
}

import type { BrowserContext, Page } from '@playwright/test';

/**
 * Keeps the onboarding dialog and the promotion banner from opening in flows that are not
 * about them: the local onboard flag and the promotion cookie (§3, §4) start as false.
 */
export async function quietWelcome(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'promotion', value: 'false', url: baseURL }]);
  await context.addInitScript(() => {
    window.localStorage.setItem('onboard', 'false');
  });
}

/** Closes the onboarding dialog and then the promotion banner when they appear. */
export async function dismissWelcome(page: Page): Promise<void> {
  for (let round = 0; round < 2; round += 1) {
    const close = page.getByRole('dialog').getByRole('button', { name: 'Tutup' });
    try {
      await close.first().waitFor({ state: 'visible', timeout: 2000 });
    } catch {
      return;
    }
    await close.first().click();
  }
}

import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { expectAxeClean } from './support/axe';
import { signIn } from './support/session';
import { waitForQuietNetwork } from './support/network';

async function withoutOverlays(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('onboard', 'false'));
  const { hostname } = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1');
  await page
    .context()
    .addCookies([{ name: 'promotion', value: 'false', domain: hostname, path: '/' }]);
}

test.describe('help chat against the sandbox', () => {
  test('the panel opens, a message is sent and shows once, even after the next poll', async ({
    page,
  }) => {
    // The page's timers run on a clock the test can move: the next poll comes without a real wait.
    await page.clock.install();
    await withoutOverlays(page);
    // A page of this area, so the axe check below judges the chat, not another area's content.
    await signIn(page, demoAccounts.seller, { to: '/notification' });
    await page.getByRole('button', { name: /^Chat bantuan/ }).click();
    const panel = page.getByRole('region', { name: 'Bantuan Mitra' });
    await expect(panel.getByText('Halo, ada yang bisa kami bantu?')).toBeVisible();
    await expectAxeClean(page);

    const text = `Halo, saya mau tanya pencairan dana (${Date.now()})`;
    await panel.getByRole('textbox', { name: 'Tulis pesan' }).fill(text);
    await panel.getByRole('button', { name: 'Kirim' }).click();
    await expect(panel.getByText(text)).toHaveCount(1);
    await expect(panel.getByRole('textbox', { name: 'Tulis pesan' })).toHaveValue('');
    // One poll later (10 s) the message is still there once.
    const nextPoll = page.waitForResponse(
      (response) => /\/v1\/chat\/rooms\/[^/]+\/messages/.test(response.url()) && response.ok(),
    );
    await page.clock.runFor(10_500);
    await nextPoll;
    await expect(panel.getByText(text)).toHaveCount(1);
  });

  for (const [path, lastControl] of [
    ['/finance-transaction', 'navigation'],
    ['/transaction-v3', 'navigation'],
    ['/product-v3', 'table'],
  ] as const) {
    test(`at 768 px the bubble covers nothing at the end of ${path}`, async ({ page }) => {
      await withoutOverlays(page);
      await page.setViewportSize({ width: 768, height: 900 });
      await signIn(page, demoAccounts.seller, { to: path });
      const bubble = page.getByRole('button', { name: /^Chat bantuan/ });
      await expect(bubble).toBeVisible();
      await expect(page.locator('main').getByRole(lastControl).last()).toBeVisible();
      // Scrolled to the end, down and (for a table wider than the screen) right, as a seller does
      // to reach the last page button or the last column.
      await expect
        .poll(async () => {
          const chat = await bubble.boundingBox();
          return page.evaluate((box) => {
            window.scrollTo(0, document.documentElement.scrollHeight);
            for (const el of document.querySelectorAll('main *'))
              if (el.scrollWidth > el.clientWidth + 1) el.scrollLeft = el.scrollWidth;
            return [...document.querySelectorAll('main td, main th, main button, main a')]
              .filter((el) => {
                const r = el.getBoundingClientRect();
                return (
                  r.width > 0 &&
                  r.x < box.x + box.width &&
                  box.x < r.x + r.width &&
                  r.y < box.y + box.height &&
                  box.y < r.y + r.height
                );
              })
              .map((el) => `${el.tagName} ${el.textContent?.trim().slice(0, 30) ?? ''}`);
          }, chat!);
        })
        .toEqual([]);
    });
  }

  test('no chat entry point below 600 px', async ({ page }) => {
    await withoutOverlays(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, demoAccounts.seller);
    await waitForQuietNetwork(page);
    await expect(page.getByRole('button', { name: /^Chat bantuan/ })).toHaveCount(0);
  });

  test('no chat entry point for mofasa, whose chat flag is off', async ({ page }) => {
    await withoutOverlays(page);
    await signIn(page, demoAccounts.mofasa);
    await waitForQuietNetwork(page);
    await expect(page.getByRole('button', { name: /^Chat bantuan/ })).toHaveCount(0);
  });
});

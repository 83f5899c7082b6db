import { expect, test } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { expectAxeClean } from './support/axe';
import { clearFaults, injectFault, type Fault } from './support/faults';
import { signIn } from './support/session';
import { expectShellReady, toasts } from './support/shell';
import { quietWelcome } from './support/welcome';

const balance = '/api/disbursement/v2/partner/brand-balance/*';

// "No response" is made in the browser (the request is aborted before it leaves), which is
// what a dead connection looks like to the app and leaves the shared sandbox untouched.
const cases: { title: string; fault: Fault | 'abort'; message: string }[] = [
  {
    title: 'the failing call’s own message',
    fault: { pathPattern: balance, status: 500 },
    message: 'Terjadi kesalahan pada server.',
  },
  {
    title: 'the fallback when the answer carries no message',
    fault: { pathPattern: balance, status: 500, body: 'malformed' },
    message: 'Terjadi kesalahan yang tidak diketahui.',
  },
  {
    title: 'the connection message when no answer comes',
    fault: 'abort',
    message: 'Gagal menghubungi server. Silakan periksa koneksi internet Anda dan coba lagi.',
  },
];

test.describe('§8 error toasts', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await quietWelcome(context, baseURL ?? '');
    await signIn(page, demoAccounts.seller);
    await expectShellReady(page);
  });
  test.afterEach(async ({ page }) => clearFaults(page));

  for (const { title, fault, message } of cases) {
    test(`shows ${title}, and only its card fails`, async ({ page }) => {
      if (fault === 'abort') {
        await page.route(
          '**/api/disbursement/v2/partner/brand-balance/*',
          (route) => route.abort('connectionreset'),
          {
            times: 1,
          },
        );
      } else {
        await injectFault(page, { ...fault, times: 1 });
      }
      await page.reload();
      await expect(toasts(page).getByText(message)).toBeVisible();
      const balanceCard = page.getByRole('region', { name: 'Saldo' });
      await expect(balanceCard.getByRole('alert')).toHaveText(message);
      await expect(page.getByText('Skor transaksi')).toBeVisible();
      await expectAxeClean(page);
      await balanceCard.getByRole('button', { name: 'Coba lagi' }).click();
      await expect(balanceCard.getByText(/^Rp/).first()).toBeVisible();
    });
  }
});

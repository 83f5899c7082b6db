import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { expectAxeClean } from './support/axe';
import { signIn } from './support/session';
import { expectShellReady, header, pickBrand } from './support/shell';
import { quietWelcome } from './support/welcome';

/*
 * Issue 42, part 4: each brand keeps its own list filters, and the brand list shows each brand's
 * pending work from one call before switching.
 */

/**
 * The open list, judged as Storybook judges the SearchableSelect: Floating UI's focus guards are
 * aria-hidden sentinels that hand focus straight back, never a resting place (.storybook/preview.tsx).
 */
async function expectOpenListAxeClean(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-floating-ui-focus-guard]')
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

const search = (page: Page) => page.getByRole('searchbox', { name: 'Cari produk' });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

async function expectBatikFilters(page: Page) {
  await expect(page).toHaveURL(/\/product-v3\?.*selectedTab=inactive/);
  await expect(page).toHaveURL(/[?&]q=Batik/);
  await expect(search(page)).toHaveValue('Batik');
  await expect(tab(page, 'Nonaktif')).toHaveAttribute('aria-selected', 'true');
}

test.describe('a brand switch that remembers', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await quietWelcome(context, baseURL ?? '');
    await signIn(page, demoAccounts.seller);
  });

  test("switching brand leaves the old brand's filters behind; switching back brings them again", async ({
    page,
  }) => {
    await page.goto('/product-v3?selectedTab=inactive&q=Batik');
    await expectShellReady(page);
    await expect(header(page).getByRole('button', { name: /Pilih Brand/ })).toContainText(
      'Batik Sekar Jagad',
    );
    await expectBatikFilters(page);

    await pickBrand(page, 'Kopi Nusantara Rasa');
    await expect(header(page).getByRole('button', { name: /Pilih Brand/ })).toContainText(
      'Kopi Nusantara Rasa',
    );
    await expect(page).toHaveURL(/\/product-v3$/);
    await expect(search(page)).toHaveValue('');
    await expect(tab(page, 'Nonaktif')).toHaveAttribute('aria-selected', 'false');

    // The memory is in local storage: a reload in the other brand keeps it.
    await page.reload();
    await expectShellReady(page);
    await expect(search(page)).toHaveValue('');

    await pickBrand(page, 'Batik Sekar Jagad');
    await expect(header(page).getByRole('button', { name: /Pilih Brand/ })).toContainText(
      'Batik Sekar Jagad',
    );
    await expectBatikFilters(page);
  });

  test("the brand list shows each brand's pending work from one call", async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/brand/pending-work')) calls.push(request.url());
    });
    await page.goto('/home');
    await expectShellReady(page);
    await header(page)
      .getByRole('button', { name: /Pilih Brand/ })
      .click();
    const batik = page.getByRole('option', { name: 'Batik Sekar Jagad' });
    // The seed has orders waiting in every brand and unanswered questions in Batik Sekar Jagad.
    await expect(batik).toHaveAccessibleDescription(
      /^\d+\+? pesanan belum diproses · \d+\+? pertanyaan belum dijawab$/,
    );
    for (const name of ['Kopi Nusantara Rasa', 'Rumah Hijab Aulia'])
      await expect(page.getByRole('option', { name })).toHaveAccessibleDescription(
        /^\d+\+? pesanan belum diproses/,
      );
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!).pathname).toBe('/api/brand/v2/partner/brand/pending-work');
    await expectOpenListAxeClean(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expectAxeClean(page);
  });
});

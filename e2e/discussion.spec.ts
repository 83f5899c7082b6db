import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { expectAxeClean } from './support/axe';
import { signIn } from './support/session';
import { expectShellReady, toasts } from './support/shell';
import { quietWelcome } from './support/welcome';

/** The sidebar entry, whose badge counts the unanswered questions. */
const sidebarEntry = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Menu utama' })
    .getByRole('link', { name: /Diskusi Produk/ });

/** The unanswered count of the sidebar badge ('N pertanyaan belum dijawab' for screen readers). */
async function badgeCount(page: Page): Promise<number> {
  const entry = sidebarEntry(page);
  await expect(entry).toContainText(/\d+ pertanyaan belum dijawab/);
  return Number(/(\d+) pertanyaan belum dijawab/.exec((await entry.textContent()) ?? '')![1]);
}

const questionList = (page: Page) =>
  page.getByRole('region', { name: 'Daftar diskusi per varian produk' });
const thread = (page: Page) => page.getByRole('region', { name: 'Percakapan pertanyaan' });

async function openDiscussion(page: Page, path = '/discussion-product'): Promise<void> {
  await page.goto(path);
  await expectShellReady(page);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Diskusi Produk' }),
  ).toBeVisible();
  await expect(questionList(page)).not.toHaveAttribute('aria-busy', 'true');
}

/** The question button's label ('Buka pertanyaan dari …: …') names one question on the list. */
async function firstQuestion(page: Page): Promise<{ button: Locator; label: string }> {
  const button = questionList(page)
    .getByRole('button', { name: /^Buka pertanyaan dari / })
    .first();
  const label = (await button.getAttribute('aria-label')) ?? '';
  expect(label).not.toBe('');
  return { button: questionList(page).getByRole('button', { name: label, exact: true }), label };
}

test.describe('product questions', () => {
  // Each flow signs in, runs axe and reloads; beside another worker on two cores that can pass 30 s.
  test.describe.configure({ timeout: 60_000 });
  test.beforeEach(async ({ context, baseURL }) => {
    await quietWelcome(context, baseURL ?? '');
  });

  test('an answer moves the question out of Belum Dijawab and the badge down by one; a reload keeps both', async ({
    page,
  }) => {
    await signIn(page, demoAccounts.seller);
    await openDiscussion(page);
    const before = await badgeCount(page);
    await expect(page.getByRole('tab', { name: `Belum Dijawab ${before}` })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectAxeClean(page);

    const { button, label } = await firstQuestion(page);
    await button.click();
    await expect(page).toHaveURL(/selectedDiscussion=\d+/);
    const questionId = new URL(page.url()).searchParams.get('selectedDiscussion');
    // Opening it read it: the thread says so next to the question's time.
    await expect(thread(page).getByText('Dibaca', { exact: true })).toBeVisible();
    await expect(
      questionList(page).getByRole('button', { name: label, exact: true }),
    ).not.toContainText('Belum dibaca');
    const box = thread(page).getByRole('textbox', { name: 'Tulis jawaban' });
    const answer = `Stok masih tersedia, Kak. Dikirim hari ini (${questionId}).`;
    // Enter writes a new line; Ctrl+Enter sends.
    await box.fill('Halo Kak,');
    await box.press('Enter');
    await box.pressSequentially(answer);
    await expect(box).toHaveValue(`Halo Kak,\n${answer}`);
    await expectAxeClean(page);
    await box.press('Control+Enter');
    await expect(toasts(page).getByText('Jawaban terkirim.')).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(thread(page).getByText(answer)).toBeVisible();

    await expect(sidebarEntry(page)).toContainText(`${before - 1} pertanyaan belum dijawab`);
    await expect(page.getByRole('tab', { name: `Belum Dijawab ${before - 1}` })).toBeVisible();
    await expect(questionList(page).getByRole('button', { name: label, exact: true })).toHaveCount(
      0,
    );

    await page.reload();
    await expect(thread(page).getByText(answer)).toBeVisible();
    await expect(sidebarEntry(page)).toContainText(`${before - 1} pertanyaan belum dijawab`);
    await expect(questionList(page).getByRole('button', { name: label, exact: true })).toHaveCount(
      0,
    );
  });

  test('a buyer comment reported with a reason shows as reported, also after a reload', async ({
    page,
  }) => {
    await signIn(page, demoAccounts.seller);
    await openDiscussion(page, '/discussion-product?tab=all');
    // Buyer follow-ups carry a report button (the seller's own answers do not).
    const question = questionList(page).getByRole('button', { name: /^Buka pertanyaan dari / });
    let report: Locator | null = null;
    for (let i = 0; i < 6 && report === null; i += 1) {
      await question.nth(i).click();
      const comments = thread(page).getByRole('list');
      // Settled once the comments (or the no-comment line) are there.
      await expect(
        comments.or(thread(page).getByText('Belum ada balasan. Jadilah yang pertama menjawab.')),
      ).toBeVisible();
      const candidate = comments.getByRole('button', { name: /^Laporkan balasan dari / }).first();
      if ((await comments.count()) > 0 && (await candidate.count()) > 0) report = candidate;
    }
    expect(report, 'a question with a buyer comment').not.toBeNull();
    const name = (await report!.getAttribute('aria-label')) ?? '';
    const author = name.replace('Laporkan balasan dari ', '');
    const comment = thread(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name, exact: true }) });
    const body = (await comment.getByRole('paragraph').first().textContent()) ?? '';

    await report!.click();
    const dialog = page.getByRole('dialog', { name: 'Laporkan diskusi' });
    await expect(dialog).toContainText(`Laporkan balasan dari ${author}`);
    await dialog.getByRole('button', { name: 'Kirim laporan' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Pilih salah satu alasan.');
    await dialog.getByRole('radio').first().check();
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Kirim laporan' }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page).getByText('Laporan terkirim.')).toBeVisible();
    const reported = thread(page).getByRole('listitem').filter({ hasText: body });
    await expect(reported).toContainText('Dilaporkan');
    await expect(reported.getByRole('button', { name: /^Laporkan/ })).toHaveCount(0);

    await page.reload();
    await expect(thread(page).getByRole('listitem').filter({ hasText: body })).toContainText(
      'Dilaporkan',
    );
  });

  test('a product detail page leads to the questions about that product', async ({ page }) => {
    await signIn(page, demoAccounts.seller);
    await openDiscussion(page, '/discussion-product?tab=all');
    const productName =
      (await questionList(page).getByRole('heading', { level: 2 }).first().textContent()) ?? '';
    expect(productName).not.toBe('');

    await page.goto('/detail-product');
    await page.getByRole('searchbox', { name: 'Cari produk' }).fill(productName);
    await page
      .getByRole('list', { name: 'Hasil pencarian produk' })
      .getByRole('link', { name: productName, exact: true })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: productName, level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Lihat pertanyaan' }).click();

    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Diskusi Produk' }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Semua/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('searchbox', { name: 'Cari produk atau pertanyaan' })).toHaveValue(
      productName,
    );
    await expect(
      questionList(page).getByRole('heading', { level: 2, name: productName, exact: true }).first(),
    ).toBeVisible();
  });

  test('mofasa at 375 px: the open question takes the screen, closing returns to the list; axe clean', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, demoAccounts.mofasa);
    await openDiscussion(page);
    await expectAxeClean(page);
    const { button } = await firstQuestion(page);
    await button.click();
    await expect(thread(page).getByRole('textbox', { name: 'Tulis jawaban' })).toBeVisible();
    await expect(questionList(page)).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await expectAxeClean(page);
    await thread(page).getByRole('button', { name: 'Tutup percakapan' }).click();
    await expect(questionList(page)).toBeVisible();
    await expect(page).not.toHaveURL(/selectedDiscussion/);
  });
});

// Screenshots for a visual check (the pictures are not committed): the shell (sign-in, home, the
// open brand dropdown, the notification panel, the onboarding dialog) and then every page of the
// account's menu, full length, at 375, 768 and 1440 px, for the marketplace theme (seller and
// stockist) and the mofasa theme. ONLY=orders,withdrawal limits the pages by a part of their name,
// ACCOUNTS=mofasa,single the accounts.
//
//   BASE_URL=http://127.0.0.1:8181 OUT_DIR=/tmp/shots node e2e/screenshots/capture.mjs
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { trackRequests, waitForQuietNetwork } from '../../scripts/quiet-network.mjs';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:8181';
const outDir = process.env.OUT_DIR ?? '/tmp/shots';
const args = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const accounts = [
  { theme: 'marketplace', email: 'seller@demo.id' },
  { theme: 'stockist', email: 'stockist@demo.id' },
  { theme: 'mofasa', email: 'mofasa@demo.id' },
  { theme: 'single', email: 'single@demo.id' },
];
// Every page a seller works in; a path outside the account's menu shows the 404 page and is skipped.
const pages = [
  ['products', '/product-v3'],
  ['product-create', '/product-v3/create'],
  ['product-add-variant', '/product-v3/variant'],
  ['product-detail', '/detail-product'],
  ['products-v2', '/product'],
  ['product-v2-create', '/product/create'],
  ['product-v2-add-variant', '/product/add-variant'],
  ['orders', '/transaction-v3'],
  ['orders-v2', '/transaction'],
  ['notification-page', '/notification'],
  ['discussion', '/discussion-product'],
  ['announcements', '/announcement'],
  ['announcement-detail', '/announcement/13'],
  ['promo', '/announcement/promo'],
  ['withdrawal', '/withdrawal'],
  ['withdrawal-history', '/finance-withdrawal'],
  ['ledger', '/finance-transaction'],
  ['offline-list', '/transaction-offline'],
  ['offline-add', '/transaction-offline/add'],
  ['report-brand', '/report/brand'],
  ['report-brand-reseller', '/report/brand-reseller'],
  ['report-rapor', '/report/rapor'],
  ['report-sales', '/report/sales'],
  ['report-stockist', '/report/stockist'],
  ['report-stockist-raport', '/report/stockist-raport'],
  ['settings', '/settings/akun'],
  ['settings-security', '/settings/keamanan'],
  ['settings-bank', '/settings/rekening'],
  ['settings-privacy', '/settings/privasi'],
];
const only = (process.env.ONLY ?? '').split(',').filter(Boolean);
// ACCOUNTS=mofasa,single limits the accounts by their theme name.
const onlyAccounts = (process.env.ACCOUNTS ?? '').split(',').filter(Boolean);
const wanted = pages.filter(
  ([name]) => only.length === 0 || only.some((part) => name.includes(part)),
);
const widths = [375, 768, 1440];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args,
});
try {
  for (const { theme, email } of accounts.filter(
    ({ theme }) => onlyAccounts.length === 0 || onlyAccounts.includes(theme),
  )) {
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        locale: 'id-ID',
      });
      // The onboarding dialog and promotion banner belong to their own screenshots.
      await context.addCookies([{ name: 'promotion', value: 'false', url: baseUrl }]);
      await context.addInitScript(() => window.localStorage.setItem('onboard', 'false'));
      const page = await context.newPage();
      trackRequests(page);
      const shot = (name) =>
        page.screenshot({ path: join(outDir, `${theme}-${width}-${name}.png`), fullPage: false });
      await page.goto(`${baseUrl}/sign-in`);
      await page.getByRole('button', { name: 'Masuk' }).waitFor();
      await shot('sign-in');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Kata sandi').fill('demo12345');
      await page.getByRole('button', { name: 'Masuk' }).click();
      await page.waitForURL((url) => url.pathname !== '/' && !url.pathname.startsWith('/sign-in'));
      await page.getByRole('heading', { level: 1 }).last().waitFor();
      await waitForQuietNetwork(page);
      // The onboarding dialog, then the promotion banner, may open after sign-in.
      for (let round = 0; round < 2; round += 1) {
        const close = page.getByRole('dialog').getByRole('button', { name: 'Tutup' }).first();
        if (!(await close.isVisible().catch(() => false))) {
          await page.waitForTimeout(2500);
          if (!(await close.isVisible().catch(() => false))) break;
        }
        await close.click();
      }
      await shot('home');
      const dropdown = page.getByRole('button', { name: /Pilih (Brand|Stockist)/ });
      if (await dropdown.count()) {
        await dropdown.click();
        // The list is drawn a moment after the press (SearchableSelectLayer).
        await page.getByRole('listbox').waitFor();
        await shot('brand-dropdown');
        await page.keyboard.press('Escape');
      }
      const bell = page.getByRole('banner').getByRole('button', { name: /^Notifikasi/ });
      if (await bell.count()) {
        await bell.click();
        await page.getByRole('tab', { name: /Transaksi/ }).waitFor();
        await waitForQuietNetwork(page);
        await shot('notifications');
        await page.keyboard.press('Escape');
      }
      if (width < 1199) {
        await page.getByRole('button', { name: 'Buka atau tutup menu' }).click();
        await page.waitForTimeout(400); // the 0.3 s slide-in
        await shot('sidebar-open');
        await page.keyboard.press('Escape');
      }
      for (const [name, path] of wanted) {
        await page.goto(`${baseUrl}${path}`);
        // One page that does not settle is reported and skipped; the rest are still worth looking at.
        const ready = await page
          .getByRole('heading', { level: 1 })
          .last()
          .waitFor()
          .then(
            () => true,
            (error) => (
              console.error(`${theme} ${width} ${path}: ${error.message.split('\n')[0]}`),
              false
            ),
          );
        if (!ready) continue;
        await waitForQuietNetwork(page);
        if (await page.getByRole('heading', { name: 'This page could not be found' }).count())
          continue;
        await page.waitForTimeout(300); // skeletons give way, reports draw their charts
        await page.screenshot({
          path: join(outDir, `${theme}-${width}-${name}.png`),
          fullPage: true,
        });
      }
      await context.close();

      // A first visit: the onboarding dialog opens after sign-in.
      if (only.length > 0) continue;
      const welcome = await browser.newContext({
        viewport: { width, height: 900 },
        locale: 'id-ID',
      });
      await welcome.addCookies([{ name: 'promotion', value: 'false', url: baseUrl }]);
      const fresh = await welcome.newPage();
      trackRequests(fresh);
      await fresh.goto(`${baseUrl}/sign-in`);
      await fresh.getByLabel('Email').fill(email);
      await fresh.getByLabel('Kata sandi').fill('demo12345');
      await fresh.getByRole('button', { name: 'Masuk' }).click();
      const dialog = fresh.getByRole('dialog');
      if (
        await dialog.waitFor({ timeout: 8000 }).then(
          () => true,
          () => false,
        )
      ) {
        await fresh.waitForTimeout(400); // the fade-in
        await fresh.screenshot({ path: join(outDir, `${theme}-${width}-onboarding.png`) });
      }
      await welcome.close();
    }
  }
} finally {
  await browser.close();
}
console.log(`screenshots in ${outDir}`);

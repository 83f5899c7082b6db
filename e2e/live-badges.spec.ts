import { expect, test, type Page, type Request } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { signIn } from './support/session';

/** Keeps the onboarding dialog and the promotion banner out of the way of the header. */
async function withoutOverlays(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('onboard', 'false'));
  const { hostname } = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1');
  await page
    .context()
    .addCookies([{ name: 'promotion', value: 'false', domain: hostname, path: '/' }]);
}

function bell(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Notifikasi/ });
}

function waitingTab(page: Page) {
  return page.getByRole('tab', { name: /^Belum diproses/ });
}

/** The number a badge shows; none means zero, '99+' reads as 99. */
async function numberIn(locator: ReturnType<Page['getByRole']>): Promise<number> {
  const match = /(\d+)/.exec((await locator.textContent()) ?? '');
  return match ? Number(match[1]) : 0;
}

test.describe('live badges by push', () => {
  test('a new order shows on the bell and on the Belum diproses tab within a second, without a reload', async ({
    page,
  }) => {
    await withoutOverlays(page);
    await signIn(page, demoAccounts.seller);
    const brandId = Number(
      await page.evaluate(
        () => JSON.parse(localStorage.getItem('brandId') ?? 'null') as string | null,
      ),
    );
    expect(brandId).toBeGreaterThan(0);

    // The stream answers with its headers at once; from then on the tab hears every change.
    const stream = page.waitForResponse((response) =>
      /\/api\/brand\/v1\/[^/]+\/events\?/.test(response.url()),
    );
    await page.goto('/transaction-v3');
    expect((await stream).status()).toBe(200);
    await expect(waitingTab(page)).toBeVisible();
    await expect(bell(page)).toBeVisible();
    await expect.poll(() => numberIn(bell(page))).toBeGreaterThan(0);
    await expect(page.locator('[aria-busy="false"]').first()).toBeVisible();
    const bellBefore = await numberIn(bell(page));
    const waitingBefore = await numberIn(waitingTab(page));
    // The tab caps at 99+ (§9): a capped count could not show the increase.
    expect(waitingBefore).toBeLessThan(99);

    const seen: Request[] = [];
    page.on('request', (request) => seen.push(request));
    const requests = () => seen.map((request) => new URL(request.url()).pathname);
    const created = await page.request.post('/__sandbox/activity', {
      data: { kind: 'order', brandId },
    });
    expect(created.status()).toBe(201);

    await expect(bell(page)).toContainText(String(bellBefore + 1), { timeout: 1500 });
    await expect(waitingTab(page)).toContainText(String(waitingBefore + 1), { timeout: 1500 });
    // No fetch storm: one order brings one count call per kind, not a reload of everything. A
    // storm would start from the same event as the counts, so it has started by now.
    await Promise.all(seen.map((request) => request.response()));
    expect(requests().filter((path) => path.endsWith('/notification/count'))).toHaveLength(1);
    expect(
      requests().filter((path) => path.endsWith('/order-list/v2/count')).length,
    ).toBeLessThanOrEqual(2);
    expect(requests().filter((path) => path.endsWith('/events'))).toHaveLength(0);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { signIn } from './support/session';
import { expectShellReady } from './support/shell';
import { quietWelcome } from './support/welcome';

interface SentEvent {
  name: string;
  tenant: string;
  brandId: number | null;
}

/** Every analytics event the page posts from now on. */
function collectEvents(page: Page): SentEvent[] {
  const sent: SentEvent[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/v1/analytics/events') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { events: SentEvent[] };
    sent.push(...body.events.map(({ name, tenant, brandId }) => ({ name, tenant, brandId })));
  });
  return sent;
}

const accounts = [
  { email: demoAccounts.stockist, tenant: 'stockist', views: [] as string[] },
  { email: demoAccounts.mofasa, tenant: 'mofasa', views: [] as string[] },
  { email: demoAccounts.seller, tenant: 'partner', views: ['homepage_view', 'withdrawal_view'] },
];

for (const { email, tenant, views } of accounts) {
  test(`full loads as ${tenant} post ${views.length ? 'the' : 'no'} home and withdrawal views, every event with its tenant and brand (§6)`, async ({
    page,
    context,
    baseURL,
  }) => {
    await quietWelcome(context, baseURL ?? '');
    await signIn(page, email);
    await expectShellReady(page);
    const sent = collectEvents(page);
    for (const path of ['/home', '/withdrawal']) {
      await page.goto(path);
      await expectShellReady(page);
      // A menu click is tracked for every tenant; its batch carries what the full load queued
      // before it (a batch goes out 2 s after its first event, within the same page).
      const batch = page.waitForRequest((request) =>
        request.url().endsWith('/v1/analytics/events'),
      );
      await page
        .getByRole('navigation', { name: 'Menu utama' })
        .getByRole('link', { name: 'Pengaturan' })
        .click();
      await batch;
    }
    await expect.poll(() => sent.filter((event) => event.name === 'menu_click').length).toBe(2);
    expect(sent.filter((event) => event.name.endsWith('_view')).map((event) => event.name)).toEqual(
      views,
    );
    for (const event of sent) {
      expect(event.tenant).toBe(tenant);
      expect(typeof event.brandId).toBe('number');
    }
  });
}

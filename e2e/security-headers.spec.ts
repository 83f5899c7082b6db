import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { signIn } from './support/session';
import { quietWelcome } from './support/welcome';

/** Every Content-Security-Policy violation the page reports, as text. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|frame)/i.test(message.text()))
      seen.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Refused to load (CSP ${event.violatedDirective}): ${event.blockedURI}`);
    });
  });
  return seen;
}

test.describe('security headers', () => {
  test('the app is served with a strict CSP, nosniff, a referrer policy and no framing', async ({
    page,
  }) => {
    const response = await page.goto('/sign-in');
    const headers = response!.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
  });

  test('the API answers carry nosniff and the referrer policy too', async ({ request }) => {
    const res = await request.get('/api/admin/version');
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('the app signs in and renders its styled shell with no CSP violation', async ({
    page,
    context,
    baseURL,
  }) => {
    const violations = await watchViolations(page);
    await quietWelcome(context, baseURL ?? '');
    await page.goto('/sign-in');
    await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
    await signIn(page, demoAccounts.seller);
    await expect(page.getByText(/Halo, /)).toBeVisible();
    // styled-components' run-time <style> applies: the shell is laid out, not unstyled text.
    const styled = await page.evaluate(
      () => document.querySelectorAll('style[data-styled]').length,
    );
    expect(styled).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });

  test('the version cookie is kept by the server where script cannot read it', async ({
    page,
    context,
  }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
    // The version check runs in an idle moment after the page has loaded.
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'evm_version'))
      .toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
      });
    const cookie = (await context.cookies()).find((c) => c.name === 'evm_version')!;
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 60 * 60 * 1000);
    expect(await page.evaluate(() => document.cookie)).not.toContain('evm_version');
  });
});

import { expect, test, type Request } from '@playwright/test';
import { demoAccounts } from './support/accounts';
import { signIn } from './support/session';
import { quietWelcome } from './support/welcome';

/** Order in which the page asked for things, by a short name. */
function requestLog(requests: Request[]): string[] {
  return requests.map((request) => new URL(request.url()).pathname).map((path) => {
    if (/\/assets\/index-[^/]+\.js$/.test(path)) return 'entry';
    if (/\/assets\/render-app-[^/]+\.js$/.test(path)) return 'app core';
    if (/\/assets\/DefaultLayout-[^/]+\.js$/.test(path)) return 'layout';
    if (path.endsWith('/user/current')) return 'user';
    return path;
  });
}

test('a reload inside the app preloads the app core and the layout with the entry and asks for the session once', async ({ page, context, baseURL }) => {
  await quietWelcome(context, baseURL!);
  await signIn(page, demoAccounts.seller);
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const document = await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 }).last()).toBeVisible();

  const html = await document!.text();
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/render-app-[^"]+\.js">/);
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/DefaultLayout-[^"]+\.js">/);

  // The entry script's early session calls are the ones the app uses: none is made twice.
  const log = requestLog(requests);
  expect(log.filter((name) => name === 'user')).toHaveLength(1);
  expect(log.filter((name) => name === 'app core')).toHaveLength(1);
  expect(document!.headers()['vary']).toContain('Cookie');
});

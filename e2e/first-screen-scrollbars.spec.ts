import { expect, test } from '@playwright/test';
import { chromiumArgs } from '../scripts/chromium.mjs';
import { demoAccounts } from './support/accounts';
import { textNodes } from './support/drawn-text';
import { signIn } from './support/session';
import { quietWelcome } from './support/welcome';

// Scrollbars that take room, as a desktop's classic ones do (the suite's browser hides them).
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: chromiumArgs,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
});

test("the drawn first screen leaves the scrollbar's room the app's page takes, so nothing moves sideways when the app takes over", async ({
  page,
  context,
  baseURL,
}) => {
  await quietWelcome(context, baseURL!);
  await signIn(page, demoAccounts.seller);
  // A window shorter than the home page: the page scrolls.
  await page.setViewportSize({ width: 1440, height: 600 });
  await page.goto('/home');
  const appName = page.getByRole('banner').getByText('Rina Wulandari', { exact: true });
  const appLeft = (await appName.boundingBox())?.x ?? NaN;
  expect(
    await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth),
  ).toBeGreaterThan(0);
  // Leave the app first: with its scripts blocked, a chunk it asks for now would make it reload.
  await page.goto('about:blank');
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/home');
  const cdp = await context.newCDPSession(page);
  const drawn = (await textNodes(cdp, 'Rina Wulandari')).filter(({ shown }) => shown);
  expect(drawn).toHaveLength(1);
  expect(Math.abs((drawn[0]?.left ?? NaN) - appLeft)).toBeLessThan(1);
});

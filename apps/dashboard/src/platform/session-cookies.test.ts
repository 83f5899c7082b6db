import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSessionCookies,
  hasSession,
  readAccessToken,
  saveSessionTokens,
} from './session-cookies';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function setCookieElsewhere(value: string) {
  // What another tab's sign-in or sign-out does to this tab's cookie jar.
  document.cookie = `evb_token=${value}; path=/`;
}

describe('the access token cookie', () => {
  afterEach(async () => {
    clearSessionCookies();
    await nextTask();
  });

  it('is read once per task: a change from elsewhere shows from the next task on', async () => {
    setCookieElsewhere('first');
    await nextTask();
    expect(readAccessToken()).toBe('first');
    setCookieElsewhere('second');
    expect(readAccessToken()).toBe('first');
    await nextTask();
    expect(readAccessToken()).toBe('second');
  });

  it("shows this tab's own sign-in and sign-out at once", () => {
    expect(hasSession()).toBe(false);
    saveSessionTokens({ accessToken: 'token-1', expiresInSeconds: 3600 });
    expect(readAccessToken()).toBe('token-1');
    expect(hasSession()).toBe(true);
    clearSessionCookies();
    expect(hasSession()).toBe(false);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionCookies, hasSession, readAccessToken, saveBrandCookie, saveSessionTokens, saveSidebarCookie } from './session-cookies';

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

describe("the brand cookie the server reads to answer a page's first calls", () => {
  const brandCookie = () => /(?:^|;\s*)evb_brand=([^;]*)/.exec(document.cookie)?.[1];
  afterEach(() => clearSessionCookies());

  it('holds the one brand worked in, and nothing for a list of brands or none', () => {
    saveBrandCookie('101');
    expect(brandCookie()).toBe('101');
    saveBrandCookie('101,102');
    expect(brandCookie()).toBeUndefined();
    saveBrandCookie('102');
    saveBrandCookie(null);
    expect(brandCookie()).toBeUndefined();
  });

  it('leaves with the session', () => {
    saveBrandCookie('101');
    clearSessionCookies();
    expect(brandCookie()).toBeUndefined();
  });
});

describe('the sidebar cookie the server reads to draw a first screen', () => {
  const sidebarCookie = () => /(?:^|;\s*)evb_sidebar=([^;]*)/.exec(document.cookie)?.[1];
  afterEach(() => clearSessionCookies());

  it('says the desktop sidebar is minimised, and is gone when it is open again or the session ends', () => {
    saveSidebarCookie(true);
    expect(sidebarCookie()).toBe('mini');
    saveSidebarCookie(false);
    expect(sidebarCookie()).toBeUndefined();
    saveSidebarCookie(true);
    clearSessionCookies();
    expect(sidebarCookie()).toBeUndefined();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { listenToAppEvents } from '../platform/app-events';
import { runMiddleware } from './route-middleware';
import { clearSessionCookies, saveSessionTokens } from '../platform/session-cookies';

function request(path: string) {
  return new Request(`http://localhost${path}`);
}

function thrown(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

afterEach(() => {
  clearSessionCookies();
});

describe('runMiddleware', () => {
  it('answers an unknown middleware name with a 500', () => {
    const error = thrown(() => runMiddleware(['authenticated', 'paywall'], request('/home')));
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(500);
  });

  it("'authenticated' sends a visitor without the session cookie to sign-in with the way back", () => {
    const error = thrown(() => runMiddleware(['authenticated'], request('/product-v3?page=2')));
    expect((error as Response).status).toBe(302);
    expect((error as Response).headers.get('Location')).toBe(
      `/sign-in?redirect=${encodeURIComponent('/product-v3?page=2')}`,
    );
  });

  it("'authenticated' lets a visitor with the session cookie through", () => {
    saveSessionTokens({ accessToken: 'abc', expiresInSeconds: 3600 });
    expect(
      thrown(() => runMiddleware(['authenticated', 'updater'], request('/home'))),
    ).toBeUndefined();
  });

  it("'unauthenticated' sends a signed-in user on, to a same-origin redirect only", () => {
    saveSessionTokens({ accessToken: 'abc', expiresInSeconds: 3600 });
    const inside = thrown(() =>
      runMiddleware(['unauthenticated'], request('/sign-in?redirect=%2Fsettings')),
    );
    expect((inside as Response).headers.get('Location')).toBe('/settings');
    const outside = thrown(() =>
      runMiddleware(['unauthenticated'], request('/sign-in?redirect=https%3A%2F%2Fevil.example')),
    );
    expect((outside as Response).headers.get('Location')).toBe('/');
  });

  it("'updater' names the page asked for, which the address bar does not show yet", () => {
    saveSessionTokens({ accessToken: 'abc', expiresInSeconds: 3600 });
    const heard: Array<[string, string | undefined]> = [];
    listenToAppEvents((event, fullPath) => heard.push([event, fullPath]));
    heard.length = 0;
    runMiddleware(['authenticated', 'updater'], request('/transaction-v3?status=2'));
    expect(heard).toEqual([['navigated', '/transaction-v3?status=2']]);
  });
});

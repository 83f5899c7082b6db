import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia } from '../test/fake-match-media';
import { rememberScreenForServer, wideScreenQuery } from './screen-cookie';

const screenCookie = () => /(?:^|;\s*)evb_screen=([^;]*)/.exec(document.cookie)?.[1];

describe("the screen cookie the server reads to draw a reload's first screen", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'evb_screen=; path=/; max-age=0';
  });

  it("names the window's screen at once and follows it across the sidebar's breakpoint", () => {
    expect(wideScreenQuery).toBe('(width >= 1199px)');
    const media = fakeMatchMedia({ [wideScreenQuery]: true });
    vi.stubGlobal('matchMedia', media.matchMedia);
    const stop = rememberScreenForServer();
    expect(screenCookie()).toBe('wide');
    media.change(wideScreenQuery, false);
    expect(screenCookie()).toBe('narrow');
    stop();
    media.change(wideScreenQuery, true);
    expect(screenCookie()).toBe('narrow');
  });
});

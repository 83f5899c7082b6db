import Cookies from 'js-cookie';
import { SIDEBAR_COLLAPSE_BREAKPOINT_PX } from '@seller/machines';
import { cookieNames } from './session-cookies';

/** The two screens a reload's first screen is drawn for by the server (first-screen/render-first-screen.tsx). */
export type FirstScreenName = 'narrow' | 'wide';

/** A window this wide or wider is drawn as the desktop: where the sidebar stays open. */
export const wideScreenQuery = `(width >= ${SIDEBAR_COLLAPSE_BREAKPOINT_PX}px)`;

/**
 * Keeps the evb_screen cookie true to the window (narrow or wide), so that the server draws a
 * reload's first screen for this window only instead of for both: half the markup the page
 * carries and the browser parses. A device setting, not the seller's: it outlives a logout.
 * Returns the stop of its listener.
 */
export function rememberScreenForServer(): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const wide = window.matchMedia(wideScreenQuery);
  const save = () => {
    const screen: FirstScreenName = wide.matches ? 'wide' : 'narrow';
    if (Cookies.get(cookieNames.screen) === screen) return;
    Cookies.set(cookieNames.screen, screen, {
      path: '/',
      sameSite: 'lax',
      secure: window.location.protocol === 'https:',
      expires: 365,
    });
  };
  save();
  wide.addEventListener('change', save);
  return () => wide.removeEventListener('change', save);
}

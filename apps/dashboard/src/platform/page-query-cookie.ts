import Cookies from 'js-cookie';
import { cookieNames } from './session-cookies';

/** A longer saved list (a long search) stays on this device only: the cookie is no place for it. */
const longestValue = 512;

function attributes(path: string): Cookies.CookieAttributes {
  return { path, sameSite: 'lax', secure: window.location.protocol === 'https:', expires: 365 };
}

/**
 * Keeps the list a page reopens at its bare address (§3 pageParams) in a cookie of that page's
 * own path, for the server that draws a reload's first screen: a bare visit to the order queue or
 * the product list opens the list the seller left, and the server can draw that list with its
 * rows instead of placeholders. Only requests for the page's own path carry it; its value names
 * the path, so a page below it (a product's form) is never drawn with it.
 */
export function mirrorPageQuery(path: string, query: Record<string, string>): void {
  const search = new URLSearchParams(query).toString();
  const value = `${path}?${search}`;
  if (search === '' || value.length > longestValue) Cookies.remove(cookieNames.pageQuery, attributes(path));
  else Cookies.set(cookieNames.pageQuery, value, attributes(path));
}

/** Logout: the saved lists go with the rest of the session's state. */
export function forgetPageQueries(paths: readonly string[]): void {
  for (const path of paths) Cookies.remove(cookieNames.pageQuery, attributes(path));
}

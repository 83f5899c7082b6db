import Cookies from 'js-cookie';
import { cookieNames } from './session-cookies';

/**
 * A longer saved list (a long search) stays on this device only: the cookie is no place for it.
 * Its value is then the path alone, which tells the server a list was left there that it cannot
 * draw (without a cookie it draws the list's defaults).
 */
const longestValue = 512;

function attributes(path: string): Cookies.CookieAttributes {
  return { path, sameSite: 'lax', secure: window.location.protocol === 'https:', expires: 365 };
}

/** The latest list of each path not yet written: a filter change writes in an idle moment, not in its click. */
const unwritten = new Map<string, string>();
let flushScheduled = false;

function write(path: string, search: string): void {
  const value = `${path}?${search}`;
  if (search === '') Cookies.remove(cookieNames.pageQuery, attributes(path));
  else Cookies.set(cookieNames.pageQuery, value.length > longestValue ? path : value, attributes(path));
}

function flush(): void {
  flushScheduled = false;
  for (const [path, search] of unwritten) write(path, search);
  unwritten.clear();
}

function scheduleFlush(): void {
  if (flushScheduled) return;
  flushScheduled = true;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(flush, { timeout: 1_000 });
  else setTimeout(flush, 0);
}

// A reload right after a change still finds it written.
if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);

/**
 * Keeps the list a page reopens at its bare address (§3 pageParams) in a cookie of that page's
 * own path, for the server that draws a reload's first screen: a bare visit to the order queue or
 * the product list opens the list the seller left, and the server can draw that list with its
 * rows instead of placeholders. Only requests for the page's own path carry it; its value names
 * the path, so a page below it (a product's form) is never drawn with it. Written in an idle
 * moment: a cookie write is a call to the browser's network process, no part of a click's work.
 */
export function mirrorPageQuery(path: string, query: Record<string, string>): void {
  unwritten.set(path, new URLSearchParams(query).toString());
  scheduleFlush();
}

/**
 * The lists saved on this device before their cookies were kept get them now, in an idle moment
 * after the app's start: the server then draws each bare address as the list it reopens.
 */
export function mirrorSavedPageQueries(saved: readonly { path: string; query: Record<string, string> }[]): void {
  for (const { path, query } of saved) mirrorPageQuery(path, query);
}

/** Logout: the saved lists go with the rest of the session's state, at once. */
export function forgetPageQueries(paths: readonly string[]): void {
  unwritten.clear();
  for (const path of paths) Cookies.remove(cookieNames.pageQuery, attributes(path));
}

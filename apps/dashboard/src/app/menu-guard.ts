import { alwaysAllowedPaths } from './route-paths';

/**
 * The part of a session menu entry the guard needs (§2 Sidebar: name, path, icon, code, child
 * menus). It is the session's own shape, so the menu is passed as it is, never converted.
 */
export interface GuardMenuEntry {
  path: string;
  childMenu?: readonly GuardMenuEntry[] | null;
}

function firstSegment(path: string): string {
  return (
    path
      .split(/[?#]/, 1)[0]!
      .split('/')
      .find((segment) => segment !== '') ?? ''
  );
}

function collectSegments(menu: readonly GuardMenuEntry[], into: Set<string>): Set<string> {
  for (const entry of menu) {
    const segment = firstSegment(entry.path);
    if (segment !== '') into.add(segment);
    if (entry.childMenu) collectSegments(entry.childMenu, into);
  }
  return into;
}

/**
 * §2 route guard: a path is allowed only if its first segment matches a menu or child-menu
 * entry returned for the user; /, /login, /sign-in, /logout and /print-page always are.
 */
export function isPathAllowed(pathname: string, menu: readonly GuardMenuEntry[]): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (alwaysAllowedPaths.includes(normalised)) return true;
  const segment = firstSegment(normalised);
  return collectSegments(menu, new Set()).has(segment);
}

/** The first navigable path of the menu: where a signed-in user lands. */
export function firstMenuPath(menu: readonly GuardMenuEntry[]): string | undefined {
  for (const entry of menu) {
    if (entry.path && entry.path !== '#') return entry.path;
    const child = entry.childMenu ? firstMenuPath(entry.childMenu) : undefined;
    if (child) return child;
  }
  return undefined;
}

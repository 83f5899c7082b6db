import {
  redirect,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { hasSession } from '../platform/session-cookies';
import { reportAppEvent } from '../platform/app-events';
import { routePaths } from './route-paths';
import { safeRedirectPath } from './safe-redirect';

/** Middleware names of §2. */
export const middlewareNames = ['authenticated', 'unauthenticated', 'updater'] as const;
export type MiddlewareName = (typeof middlewareNames)[number];

export interface MiddlewareHandle {
  middleware: readonly string[];
}

function isMiddlewareName(name: string): name is MiddlewareName {
  return (middlewareNames as readonly string[]).includes(name);
}

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

const guards: Record<MiddlewareName, (request: Request) => void> = {
  authenticated: (request) => {
    if (hasSession()) return;
    throw redirect(`${routePaths.signIn}?redirect=${encodeURIComponent(pathOf(request))}`);
  },
  unauthenticated: (request) => {
    if (!hasSession()) return;
    // The index route knows the first menu path once the session has loaded.
    const requested = new URL(request.url).searchParams.get('redirect');
    throw redirect(safeRedirectPath(requested, routePaths.index));
  },
  // The version machine reloads at the page the seller asked for (§4 version check, §8 chunk
  // failure): the loader runs before the address bar changes, so the request names it.
  updater: (request) => reportAppEvent('navigated', pathOf(request)),
};

/**
 * Runs the named middleware in order before a route renders (§2). They run as the route's
 * loader, so they are decided before, and in parallel with, the page's chunk. A name that is
 * not a known middleware is a server error.
 */
export function runMiddleware(names: readonly string[], request: Request): void {
  // A misconfigured route fails the same way whoever visits it: names are checked first.
  const unknown = names.find((name) => !isMiddlewareName(name));
  if (unknown !== undefined) {
    throw new Response(`Unknown middleware '${unknown}'`, {
      status: 500,
      statusText: 'Unknown middleware',
    });
  }
  for (const name of names as readonly MiddlewareName[]) guards[name](request);
}

/** Adds middleware to a route: declared in its handle, enforced before its own loader runs. */
export function withMiddleware(names: readonly string[], route: RouteObject): RouteObject {
  const own = typeof route.loader === 'function' ? (route.loader as LoaderFunction) : undefined;
  const handle: MiddlewareHandle = { middleware: names };
  return {
    ...route,
    handle: { ...(route.handle as object | undefined), ...handle },
    // Guards are cheap and must hold on every navigation, not only on entering the layout.
    shouldRevalidate: () => true,
    loader: (args: LoaderFunctionArgs) => {
      runMiddleware(names, args.request);
      return own ? own(args) : null;
    },
  } as RouteObject;
}

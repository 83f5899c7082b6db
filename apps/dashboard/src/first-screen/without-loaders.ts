import type { RouteObject } from 'react-router-dom';

/**
 * The route table without its loaders, for drawing a first screen on the server: they are the
 * browser's work (the guards read its cookie, the home loader starts the cards' calls, the order
 * list restores the seller's saved filter) and the server has already checked the session.
 */
export function withoutLoaders(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { loader: _loader, children, ...rest } = route;
    return (children ? { ...rest, children: withoutLoaders(children) } : rest) as RouteObject;
  });
}

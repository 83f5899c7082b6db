import type { RouteObject } from 'react-router-dom';

/**
 * Pages contributed by feature folders. A feature adds pages by exporting `RouteObject[]`
 * arrays named `<something>Routes` from `src/features/<area>/routes.tsx` (`productRoutes`,
 * `orderRoutes` …); the route table spreads them into the signed-in layout, where they replace
 * the 'being prepared' page of their paths. `printRoutes` and arrays named `public…Routes` go
 * to the public layout instead (no chrome, always allowed).
 */
const routeModules = import.meta.glob<Record<string, unknown>>('../features/*/routes.tsx', {
  eager: true,
});

export interface FeatureRoutes {
  /** Under the signed-in layout (sidebar, header, menu guard). */
  signedIn: RouteObject[];
  /** Under the public layout. */
  public: RouteObject[];
}

function isRouteList(value: unknown): value is RouteObject[] {
  return (
    Array.isArray(value) && value.every((entry) => typeof entry === 'object' && entry !== null)
  );
}

function isPublicExport(name: string): boolean {
  return name === 'printRoutes' || /^public[A-Z]\w*Routes$/.test(name);
}

export function collectFeatureRoutes(
  modules: readonly Record<string, unknown>[] = Object.values(routeModules),
): FeatureRoutes {
  const signedIn = new Set<RouteObject[]>();
  const publicLists = new Set<RouteObject[]>();
  for (const module of modules) {
    for (const [name, value] of Object.entries(module)) {
      if (!name.endsWith('Routes') || !isRouteList(value)) continue;
      (isPublicExport(name) ? publicLists : signedIn).add(value);
    }
  }
  return { signedIn: [...signedIn].flat(), public: [...publicLists].flat() };
}

function pathsOf(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent}/${route.path}`;
    const own = route.path !== undefined || route.index ? [path.replace(/\/+$/, '') || '/'] : [];
    return [...own, ...pathsOf(route.children ?? [], path)];
  });
}

/** Paths a set of routes answers, absolute, for deciding which placeholders still stand. */
export function claimedPaths(routes: readonly RouteObject[]): Set<string> {
  return new Set(pathsOf(routes));
}

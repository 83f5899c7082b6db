import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { firstPaintModules } from './first-paint-modules';
import { appRoutes } from './route-table';

const sourceModules = import.meta.glob<Record<string, unknown>>('../**/*.tsx');

/** The page component the route table renders at a path, from its lazy route. */
async function pageComponentAt(path: string): Promise<unknown> {
  const matches = matchRoutes(appRoutes(), path) ?? [];
  const page = matches.at(-1)?.route as RouteObject | undefined;
  if (typeof page?.lazy !== 'function') throw new Error(`${path} has no lazy page route`);
  const loaded = (await page.lazy()) as { Component?: unknown };
  return loaded.Component;
}

describe('the page modules whose first paint the build groups with the shell', () => {
  it.each(firstPaintModules)('$path renders a component of $module', async ({ path, module }) => {
    const load = sourceModules[module.replace(/^src\//, '../')];
    expect(load, `${module} exists`).toBeDefined();
    const exports = Object.values(await load!());
    const concrete = path.replace(/:[^/]+/g, '7');
    expect(exports).toContain(await pageComponentAt(concrete));
  });

  it.each(firstPaintModules.filter((entry) => entry.alsoLoads))(
    '$path also loads modules that exist',
    ({ alsoLoads }) => {
      for (const module of alsoLoads!)
        expect(sourceModules[module.replace(/^src\//, '../')], `${module} exists`).toBeDefined();
    },
  );
});

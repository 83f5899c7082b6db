import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { prefetchOnEntry } from '../../app/route-loaders';
import { homePaths } from './urls';

const homePage = lazyPage(() => import('./pages/HomeRoute'), 'HomeRoute');

/** /home, /home-v2 and /dashboard (§2); the loader starts the cards' calls with the chunk. */
export const homeRoutes: RouteObject[] = homePaths.map((path) => ({
  path,
  loader: prefetchOnEntry(
    () => import('./home-queries'),
    (queries, api) => queries.prefetchHome(api),
  ),
  lazy: homePage,
}));

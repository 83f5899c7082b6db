import { apiClients } from '../../platform/app-services';

/**
 * The home route's loader: declared in the route table, outside the lazy page, so the card
 * calls start while the page's chunk is still loading. It never blocks navigation. The query
 * module comes with the page's chunk, not in the app core.
 */
export function homeLoader(): null {
  void import('./home-queries').then(({ prefetchHome }) => prefetchHome(apiClients()));
  return null;
}

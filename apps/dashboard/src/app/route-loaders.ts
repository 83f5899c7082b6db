import { redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router-dom';
import type { ApiClients } from '@seller/api-types';
import { registeredApiClients } from '../platform/app-services';
import { savedPageQuery } from '../platform/persisted-state';

/**
 * A page's loader that starts its first reads while the page's chunk is still loading; the page
 * takes the answers, or the calls in flight, from the cache. It never blocks navigation. The
 * feature's query module is imported lazily here, so it comes with the page's chunk (the
 * build preloads it) and not in the app core.
 */
export function prefetchOnEntry<Queries>(
  loadQueries: () => Promise<Queries>,
  start: (queries: Queries, api: ApiClients, url: URL) => unknown,
): LoaderFunction {
  return ({ request }: LoaderFunctionArgs): null => {
    const api = registeredApiClients();
    // The clients register when the app starts; a loader that runs earlier skips the head start.
    if (api) {
      const url = new URL(request.url);
      void loadQueries().then((queries) => start(queries, api, url));
    }
    return null;
  };
}

/**
 * A bare visit to a list (a sidebar click) comes back to the list the seller left there: the
 * query saved for this path (§3 pageParams). Otherwise `next` runs.
 */
export function restoreSavedQuery(next: LoaderFunction): LoaderFunction {
  return (args: LoaderFunctionArgs) => {
    const url = new URL(args.request.url);
    const saved = url.search === '' ? savedPageQuery(url.pathname) : null;
    if (saved && Object.keys(saved).length > 0)
      return redirect(`${url.pathname}?${new URLSearchParams(saved).toString()}`);
    return next(args);
  };
}

import type { LoaderFunctionArgs } from 'react-router-dom';
import { apiClients } from '../../platform/app-services';
import { productPaths } from './product-paths';

/**
 * The product list's loader: it lives outside the lazy page so the list's first page (and the
 * version call that picks the v3 listing) starts while the page's chunk still loads. It never
 * blocks navigation: the page takes the answer, or the call in flight, from the cache. The
 * query module comes with the page's chunk, not in the app core.
 */
export function productListLoader({ request }: LoaderFunctionArgs): null {
  let api: ReturnType<typeof apiClients>;
  try {
    api = apiClients();
  } catch {
    // The clients register when the app starts; a loader that runs earlier just skips the head start.
    return null;
  }
  const url = new URL(request.url);
  const version = url.pathname === productPaths.listV3 ? 'v3' : 'v2';
  void import('./products-queries').then(({ prefetchProductList }) =>
    prefetchProductList(api, url, version),
  );
  return null;
}

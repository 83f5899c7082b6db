import type { LoaderFunctionArgs } from 'react-router-dom';
import { apiClients } from '../../platform/app-services';
import { productPaths } from './product-paths';
import { readMultistockFlag } from './api/multistock-flag';

/**
 * Loaders of the product routes: they live outside the lazy pages so the version call that
 * picks the variant listing (multistock phase 2) starts while the page's chunk still loads.
 * They never block navigation: the page awaits the same cached promise.
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
  if (version === 'v3') void readMultistockFlag(api);
  // The list's first page too, once its module (part of the page's chunk) is here.
  void import('./hooks/early-variant-page').then(({ startEarlyVariantPage }) =>
    startEarlyVariantPage(api, url, version),
  );
  return null;
}

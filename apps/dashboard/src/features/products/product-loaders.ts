import { apiClients } from '../../platform/app-services';
import { readMultistockFlag } from './api/product-requests';

/**
 * Loaders of the product routes: they live outside the lazy pages so the version call that
 * picks the variant listing (multistock phase 2) starts while the page's chunk still loads.
 * They never block navigation: the page awaits the same cached promise.
 */
export function productListLoader(): null {
  try {
    void readMultistockFlag(apiClients());
  } catch {
    // The clients register when the app starts; a loader that runs earlier just skips the head start.
  }
  return null;
}

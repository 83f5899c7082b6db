import type { ApiClients } from '@seller/api-types';
import { forgetHomeCalls, startHomeCalls } from '../features/home/home-calls';
import { startEarlyOrderCalls } from '../features/orders/early-order-calls';
import { transactionPaths } from '../features/orders/order-paths';
import { startEarlyVariantPage } from '../features/products/hooks/early-variant-page';
import { productPaths, type ProductApiVersion } from '../features/products/product-paths';
import { forgetNamedCalls } from '../platform/drawn-answers';
import { forgetEarly } from '../platform/early-requests';

/** The addresses of the home page, whose cards show their first data in their first render. */
const homePaths = new Set(['/home', '/home-v2', '/dashboard']);
const orderPaths = new Set<string>(transactionPaths);
/** The product list's addresses and the call family each uses. */
const productListPaths = new Map<string, ProductApiVersion>([
  [productPaths.listV3, 'v3'],
  [productPaths.listV2, 'v2'],
]);

/** Forgets the calls any page's data started, so no later visit (maybe another seller's) is drawn with them. */
function forgetPageData(): void {
  forgetHomeCalls();
  forgetEarly();
  forgetNamedCalls();
}

/**
 * Starts the first data calls of the page at `url` on the drawing's API, as the entry script
 * starts them on a reload, and resolves once they have answered: the page then draws its data
 * rather than placeholders. The returned function forgets them.
 * - Home: its cards' answers come with the page.
 * - The order queue and the product list: the server is asked for the list the address opens
 *   (its own search, or for a bare address the list the seller left there, which the server
 *   read from its cookie, or the list's defaults) and its counts or multistock flag, and sends
 *   them with the page. A bare address whose list left there the cookie could not carry
 *   (`savedListUnknown`) keeps its placeholders.
 * Pages that load in hooks of their own (the money pages, the announcements) and the
 * notification page (its list is the bell's machine's, which starts only in the browser) name
 * their calls as they are drawn (platform/drawn-answers.ts).
 */
export async function startPageData(api: ApiClients, url: URL, { savedListUnknown = false } = {}): Promise<() => void> {
  forgetPageData();
  const productVersion = productListPaths.get(url.pathname);
  if (homePaths.has(url.pathname)) await startHomeCalls(api);
  else if (url.search === '' && savedListUnknown) return forgetPageData;
  else if (orderPaths.has(url.pathname)) await startEarlyOrderCalls(api, url);
  else if (productVersion) await startEarlyVariantPage(api, url, productVersion);
  return forgetPageData;
}

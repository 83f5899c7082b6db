import type { ApiClients } from '@seller/api-types';

/**
 * On a reload inside the app, the first data calls of the page it lands on go out from the entry
 * script, beside the session calls, instead of after the app core has loaded and run the route's
 * loader. Each page's starter lives in its own small chunk; the page takes the answer when it asks
 * for the same thing (the loaders start nothing twice).
 */
export function startEarlyPageCalls(api: ApiClients, href: string): void {
  const url = new URL(href);
  switch (url.pathname) {
    case '/home':
    case '/home-v2':
    case '/dashboard':
      void import('../features/home/home-calls').then(({ startHomeCalls }) => startHomeCalls(api));
      break;
    case '/product-v3':
    case '/product':
      void import('../features/products/hooks/early-variant-page').then(
        ({ startEarlyVariantPage }) =>
          startEarlyVariantPage(api, url, url.pathname === '/product-v3' ? 'v3' : 'v2'),
      );
      break;
    case '/transaction-v3':
    case '/transaction':
      void import('../features/orders/early-order-calls').then(({ startEarlyOrderCalls }) =>
        startEarlyOrderCalls(api, url),
      );
      break;
    case '/notification':
      void import('../features/notifications/early-notification-calls').then(
        ({ startEarlyNotificationCalls }) => startEarlyNotificationCalls(api, url),
      );
      break;
    default:
      break;
  }
}

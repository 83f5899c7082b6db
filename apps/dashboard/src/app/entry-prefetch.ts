import type { ApiClients } from '@seller/api-types';

type Prefetch = (api: ApiClients, url: URL) => void;

/**
 * The first reads of the page a reload lands on, by path: the same prefetch its route runs on
 * entry, each in its feature's query module (a small chunk without React). Started from the
 * entry script, beside the session calls, they land in the cache the app uses; the page then
 * takes the answer or the call on its way instead of asking after the app core has loaded.
 */
const prefetchByPath: Record<string, () => Promise<Prefetch>> = {
  '/home': home,
  '/home-v2': home,
  '/dashboard': home,
  '/product-v3': () =>
    import('../features/products/products-queries').then(
      ({ prefetchProductList }) =>
        (api, url) =>
          prefetchProductList(api, url, 'v3'),
    ),
  '/product': () =>
    import('../features/products/products-queries').then(
      ({ prefetchProductList }) =>
        (api, url) =>
          prefetchProductList(api, url, 'v2'),
    ),
  '/transaction-v3': orders,
  '/transaction': orders,
  '/notification': () =>
    import('../features/notifications/notifications-queries').then(
      ({ prefetchNotifications }) => prefetchNotifications,
    ),
  '/announcement': announcements,
  '/announcement/promo': announcements,
  '/withdrawal': () =>
    import('../features/finance/finance-queries').then(
      ({ prefetchWithdrawal }) => prefetchWithdrawal,
    ),
  '/finance-withdrawal': () =>
    import('../features/finance/finance-queries').then(
      ({ prefetchWithdrawalHistory }) => prefetchWithdrawalHistory,
    ),
  '/finance-transaction': () =>
    import('../features/finance/finance-queries').then(({ prefetchLedger }) => prefetchLedger),
  '/transaction-offline': () =>
    import('../features/offline-transactions/offline-queries').then(
      ({ prefetchOfflineList }) => prefetchOfflineList,
    ),
  '/transaction-offline/add': () =>
    import('../features/offline-transactions/offline-queries').then(
      ({ prefetchOfflineAdd }) => prefetchOfflineAdd,
    ),
};

function home(): Promise<Prefetch> {
  return import('../features/home/home-queries').then(({ prefetchHome }) => prefetchHome);
}

function announcements(): Promise<Prefetch> {
  return import('../features/announcements/announcements-queries').then(
    ({ prefetchAnnouncementList }) => prefetchAnnouncementList,
  );
}

function orders(): Promise<Prefetch> {
  return import('../features/orders/orders-queries').then(
    ({ prefetchOrderQueue }) => prefetchOrderQueue,
  );
}

function withdrawalDetail(): Promise<Prefetch> {
  return import('../features/finance/finance-queries').then(
    ({ prefetchWithdrawalDetail }) => prefetchWithdrawalDetail,
  );
}

const withdrawalDetailPath = /^\/finance-withdrawal\/[^/]+$/;

export function startEntryPrefetch(api: ApiClients, href: string): void {
  const url = new URL(href);
  const load =
    prefetchByPath[url.pathname] ??
    (withdrawalDetailPath.test(url.pathname) ? withdrawalDetail : undefined);
  void load?.().then((prefetch) => prefetch(api, url));
}

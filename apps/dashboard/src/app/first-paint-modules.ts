/**
 * The page module each signed-in address shows, by route pattern (React Router syntax): the
 * build groups what their first paint needs (build/first-paint-plan.ts). A test matches every
 * entry against the route table. `alsoLoads` names modules the page itself loads lazily at that
 * address (a tab's code), so they are planned with the rest; the first matching entry wins.
 */
export const firstPaintModules: readonly {
  path: string;
  module: string;
  alsoLoads?: readonly string[];
}[] = [
  { path: '/home', module: 'src/features/home/pages/HomeRoute.tsx' },
  { path: '/home-v2', module: 'src/features/home/pages/HomeRoute.tsx' },
  { path: '/dashboard', module: 'src/features/home/pages/HomeRoute.tsx' },
  { path: '/product-v3', module: 'src/features/products/pages/ProductListRoute.tsx' },
  { path: '/product', module: 'src/features/products/pages/ProductListRoute.tsx' },
  { path: '/product-v3/create', module: 'src/features/products/pages/CreateProductRoute.tsx' },
  { path: '/product-v3/variant', module: 'src/features/products/pages/AddVariantRoute.tsx' },
  { path: '/product-v3/:id', module: 'src/features/products/pages/EditProductRoute.tsx' },
  { path: '/product/create', module: 'src/features/products/pages/CreateProductRoute.tsx' },
  { path: '/product/add-variant', module: 'src/features/products/pages/AddVariantRoute.tsx' },
  { path: '/detail-product/:id', module: 'src/features/products/pages/ProductDetailRoute.tsx' },
  { path: '/transaction-v3', module: 'src/features/orders/pages/OrdersRoute.tsx' },
  { path: '/transaction', module: 'src/features/orders/pages/OrdersRoute.tsx' },
  {
    path: '/transaction-offline',
    module: 'src/features/offline-transactions/pages/OfflineListRoute.tsx',
  },
  {
    path: '/transaction-offline/add',
    module: 'src/features/offline-transactions/pages/OfflineAddRoute.tsx',
  },
  // The page shows the list of the layout's notification entry, which mounts at once here.
  {
    path: '/notification',
    module: 'src/features/notifications/pages/NotificationRoute.tsx',
    alsoLoads: ['src/features/notifications/NotificationEntry.tsx'],
  },
  { path: '/discussion-product', module: 'src/features/discussion/pages/DiscussionRoute.tsx' },
  { path: '/announcement', module: 'src/features/announcements/pages/AnnouncementListRoute.tsx' },
  {
    path: '/announcement/promo',
    module: 'src/features/announcements/pages/AnnouncementListRoute.tsx',
  },
  {
    path: '/announcement/:announcementId',
    module: 'src/features/announcements/pages/AnnouncementDetailRoute.tsx',
  },
  { path: '/withdrawal', module: 'src/features/finance/pages/WithdrawalRoute.tsx' },
  { path: '/finance-withdrawal', module: 'src/features/finance/pages/WithdrawalHistoryRoute.tsx' },
  {
    path: '/finance-withdrawal/:id',
    module: 'src/features/finance/pages/WithdrawalDetailRoute.tsx',
  },
  { path: '/finance-transaction', module: 'src/features/finance/pages/LedgerRoute.tsx' },
  { path: '/settings', module: 'src/features/settings/pages/SettingsRoute.tsx' },
  {
    path: '/settings/keamanan',
    module: 'src/features/settings/pages/SettingsRoute.tsx',
    alsoLoads: ['src/features/settings/components/SecuritySection.tsx'],
  },
  { path: '/settings/:section', module: 'src/features/settings/pages/SettingsRoute.tsx' },
  { path: '/report/brand', module: 'src/features/reports/pages/ReportRoute.tsx' },
  { path: '/report/brand-reseller', module: 'src/features/reports/pages/ReportRoute.tsx' },
  { path: '/report/rapor', module: 'src/features/reports/pages/ReportRoute.tsx' },
  { path: '/report/sales', module: 'src/features/reports/pages/ReportRoute.tsx' },
  { path: '/report/stockist', module: 'src/features/reports/pages/ReportRoute.tsx' },
  { path: '/report/stockist-raport', module: 'src/features/reports/pages/ReportRoute.tsx' },
];

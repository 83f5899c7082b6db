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
  { path: '/home', module: 'src/features/home/HomePage.tsx' },
  { path: '/home-v2', module: 'src/features/home/HomePage.tsx' },
  { path: '/dashboard', module: 'src/features/home/HomePage.tsx' },
  { path: '/product-v3', module: 'src/features/products/list/ProductListRoute.tsx' },
  { path: '/product', module: 'src/features/products/list/ProductListRoute.tsx' },
  { path: '/product-v3/create', module: 'src/features/products/form/ProductFormRoutes.tsx' },
  { path: '/product-v3/variant', module: 'src/features/products/form/ProductFormRoutes.tsx' },
  { path: '/product-v3/:id', module: 'src/features/products/form/ProductFormRoutes.tsx' },
  { path: '/product/create', module: 'src/features/products/form/ProductFormRoutes.tsx' },
  { path: '/product/add-variant', module: 'src/features/products/form/ProductFormRoutes.tsx' },
  { path: '/detail-product/:id', module: 'src/features/products/detail/ProductDetailRoute.tsx' },
  { path: '/transaction-v3', module: 'src/features/orders/OrdersRoute.tsx' },
  { path: '/transaction', module: 'src/features/orders/OrdersRoute.tsx' },
  { path: '/transaction-offline', module: 'src/features/offline-transactions/OfflineListPage.tsx' },
  {
    path: '/transaction-offline/add',
    module: 'src/features/offline-transactions/OfflineAddPage.tsx',
  },
  // The page shows the list of the layout's notification entry, which mounts at once here.
  {
    path: '/notification',
    module: 'src/features/notifications/NotificationPage.tsx',
    alsoLoads: ['src/features/notifications/NotificationEntry.tsx'],
  },
  { path: '/discussion-product', module: 'src/features/discussion/DiscussionRoute.tsx' },
  { path: '/announcement', module: 'src/features/announcements/AnnouncementListPage.tsx' },
  { path: '/announcement/promo', module: 'src/features/announcements/AnnouncementListPage.tsx' },
  {
    path: '/announcement/:announcementId',
    module: 'src/features/announcements/AnnouncementDetailPage.tsx',
  },
  { path: '/withdrawal', module: 'src/features/finance/WithdrawalPage.tsx' },
  { path: '/finance-withdrawal', module: 'src/features/finance/WithdrawalHistoryPage.tsx' },
  { path: '/finance-withdrawal/:id', module: 'src/features/finance/WithdrawalDetailPage.tsx' },
  { path: '/finance-transaction', module: 'src/features/finance/LedgerPage.tsx' },
  { path: '/settings', module: 'src/features/settings/SettingsRoute.tsx' },
  {
    path: '/settings/keamanan',
    module: 'src/features/settings/SettingsRoute.tsx',
    alsoLoads: ['src/features/settings/SecuritySection.tsx'],
  },
  { path: '/settings/:section', module: 'src/features/settings/SettingsRoute.tsx' },
  { path: '/report/brand', module: 'src/features/reports/ReportRoute.tsx' },
  { path: '/report/brand-reseller', module: 'src/features/reports/ReportRoute.tsx' },
  { path: '/report/rapor', module: 'src/features/reports/ReportRoute.tsx' },
  { path: '/report/sales', module: 'src/features/reports/ReportRoute.tsx' },
  { path: '/report/stockist', module: 'src/features/reports/ReportRoute.tsx' },
  { path: '/report/stockist-raport', module: 'src/features/reports/ReportRoute.tsx' },
];

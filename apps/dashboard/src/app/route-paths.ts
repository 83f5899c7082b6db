/**
 * Every route of spec §2. Parameters use React Router syntax (`:id`, `:id?`).
 * `area` names the feature that owns the page; it is the key the route table lazy-loads.
 */
export const routePaths = {
  index: '/',
  signIn: '/sign-in',
  login: '/login',
  logout: '/logout',
  printPage: '/print-page',
  home: '/home',
  homeV2: '/home-v2',
  dashboard: '/dashboard',
  announcement: '/announcement',
  notification: '/notification',
  discussionProduct: '/discussion-product',
  product: '/product',
  productCreate: '/product/create',
  productAddVariant: '/product/add-variant',
  productV3: '/product-v3',
  productV3Create: '/product-v3/create',
  productV3Variant: '/product-v3/variant',
  productV3Edit: '/product-v3/:id',
  detailProduct: '/detail-product/:id?',
  transaction: '/transaction',
  transactionV3: '/transaction-v3',
  transactionOffline: '/transaction-offline',
  transactionOfflineAdd: '/transaction-offline/add',
  withdrawal: '/withdrawal',
  financeWithdrawal: '/finance-withdrawal/:id?',
  financeTransaction: '/finance-transaction',
  settings: '/settings',
  reportBrand: '/report/brand',
  reportBrandReseller: '/report/brand-reseller',
  reportRapor: '/report/rapor',
  reportSales: '/report/sales',
  reportStockist: '/report/stockist',
  reportStockistRaport: '/report/stockist-raport',
} as const;

export type RouteName = keyof typeof routePaths;

/** Paths the menu guard never blocks (§2). */
export const alwaysAllowedPaths: readonly string[] = [
  routePaths.index,
  routePaths.login,
  routePaths.signIn,
  routePaths.logout,
  routePaths.printPage,
];

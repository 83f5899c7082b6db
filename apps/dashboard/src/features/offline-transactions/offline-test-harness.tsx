import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DesignSystemProvider, ToastProvider } from '@seller/design-system';
import type { ApiClients } from '@seller/api-types';
import { mockOperation } from '@seller/api-types/testing';
import { ApiContext } from '../../platform/api-context';
import { CurrentLocation, createTestApi, mockOptions } from '../../test/app-harness';
import { SessionContext } from '../session/session-context';
import type { OfflineScope, OfflineTransaction, SellableVariant } from './offline-scope';
import { heldSessionMachine } from '../../test/held-session';

export { mockOptions, startMockServer } from '../../test/app-harness';

export const testStockistId = 201;

/** Renders an offline page for stockist 201 with the typed clients against MSW. */
export function renderOfflinePage(
  page: (scope: OfflineScope) => ReactNode,
  path: string,
  // Given when the test prefetches into the page's cache before it renders.
  api: ApiClients = createTestApi(),
) {
  const scope: OfflineScope = { api, stockistId: testStockistId };
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0], element: page(scope) },
      { path: '*', element: <CurrentLocation /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <DesignSystemProvider theme="marketplace">
      <ToastProvider>
        <ApiContext.Provider value={api}>
          <RouterProvider router={router} />
        </ApiContext.Provider>
      </ToastProvider>
    </DesignSystemProvider>,
  );
  return { ...view, router, scope };
}

/** Renders a route component inside a signed-in session whose brand choice is `brandId`. */
export function renderOfflineRoute(route: ReactNode, path: string, brandId: string | null) {
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0], element: route },
      { path: '*', element: <CurrentLocation /> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <DesignSystemProvider theme="marketplace">
      <ToastProvider>
        <ApiContext.Provider value={createTestApi()}>
          <SessionContext.Provider
            logic={heldSessionMachine}
            options={{
              input: { hasSessionToken: true, stored: { brandId, showProductVideoBanner: false } },
            }}
          >
            <RouterProvider router={router} />
          </SessionContext.Provider>
        </ApiContext.Provider>
      </ToastProvider>
    </DesignSystemProvider>,
  );
}

export function sellable(id: number, overrides: Partial<SellableVariant> = {}): SellableVariant {
  return {
    variantId: id,
    variantName: `Varian ${id}`,
    productName: `Beras Pandan ${id}`,
    sku: `SBK-${id}`,
    price: 10_000 * id,
    stock: 3,
    ...overrides,
  };
}

export function versionHandler(phase2: boolean) {
  return mockOperation(mockOptions, 'admin', 'get', '/version', () => ({
    data: { version: '1.0.0', config: { 'Multistock.Phase2.Enable': phase2 } },
  }));
}

export function reasonsHandler() {
  return mockOperation(
    mockOptions,
    'stockist',
    'get',
    '/v1/stockist/transaction/offline/reason',
    () => ({
      data: [
        { id: 1, name: 'Pembeli datang langsung' },
        { id: 2, name: 'Pesanan telepon' },
      ],
    }),
  );
}

export function offlineSale(
  id: number,
  overrides: Partial<OfflineTransaction> = {},
): OfflineTransaction {
  return {
    id,
    transactionCode: `OFF/20261124/201/${id}`,
    stockistId: testStockistId,
    brandId: testStockistId,
    reasonId: 1,
    reasonName: 'Pembeli datang langsung',
    transactionDate: '2026-11-24',
    buyerName: 'Ibu Rina',
    buyerPhone: null,
    note: null,
    totalAmount: 30_000,
    createdAt: '2026-11-24T03:05:00Z',
    items: [{ variantId: 1, variantName: 'Beras Pandan 1 - Varian 1', quantity: 3, price: 10_000 }],
    ...overrides,
  };
}

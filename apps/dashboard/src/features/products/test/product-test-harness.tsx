import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { mockOperation } from '@seller/api-types/testing';
import { DesignSystemProvider, ToastProvider } from '@seller/design-system';
import type { ApiClients, Schema } from '@seller/api-types';
import { ApiContext } from '../../../platform/api-context';
import { SessionContext } from '../../session/session-context';
import { CurrentLocation, createTestApi, mockOptions } from '../../../test/app-harness';
import { heldSessionMachine } from '../../../test/held-session';

export { mockOptions, startMockServer, testBaseUrl } from '../../../test/app-harness';

export const testBrandId = 7;

/**
 * Renders a product page with the typed clients, a signed-in session and a memory router. With
 * `leaving`, a navigation away waits for that promise (as one to a page whose code still loads).
 * With `api`, the page shares those clients and their cache (with a prefetch made before it).
 */
export function renderProductPage(
  ui: ReactNode,
  {
    path,
    pattern,
    leaving,
    api: givenApi,
  }: { path: string; pattern?: string; leaving?: Promise<unknown>; api?: ApiClients },
) {
  const toasts: string[] = [];
  const api = givenApi ?? createTestApi(toasts);
  const router = createMemoryRouter(
    [
      { path: pattern ?? path.split('?')[0], element: ui },
      {
        path: '*',
        element: <CurrentLocation />,
        loader: leaving ? () => leaving.then(() => null) : undefined,
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <DesignSystemProvider theme="marketplace">
      <ToastProvider>
        <ApiContext.Provider value={api}>
          <SessionContext.Provider
            logic={heldSessionMachine}
            options={{
              input: {
                hasSessionToken: true,
                stored: {
                  brandId: String(testBrandId),
                  userData: { id: '42', name: 'Sari' },
                  showProductVideoBanner: false,
                },
              },
            }}
          >
            <RouterProvider router={router} />
          </SessionContext.Provider>
        </ApiContext.Provider>
      </ToastProvider>
    </DesignSystemProvider>,
  );
  return { ...view, toasts, router };
}

type Variant = Schema<'product', 'Variant'>;

export function variant(id: number, overrides: Partial<Variant> = {}): Variant {
  return {
    id,
    productId: 100 + Math.floor(id / 10),
    productName: `Kopi Arabika Gayo ${Math.floor(id / 10)}`,
    name: `Varian ${id}`,
    sku: `KNR-${id}`,
    price: 45_000,
    stock: 10,
    stockStatus: 'in-stock',
    isActive: true,
    imageUrl: null,
    updatedAt: '2026-11-20T03:00:00Z',
    ...overrides,
  };
}

export function paging(totalItem: number, page = 1, pageSize = 15) {
  const totalPage = Math.ceil(totalItem / pageSize);
  return {
    currentPage: page,
    nextPage: page < totalPage ? page + 1 : null,
    pageSize,
    previousPage: page > 1 ? page - 1 : null,
    totalItem,
    totalPage,
  };
}

export const testProductTypes: Schema<'admin', 'ProductTypeOption'>[] = [
  { id: 1, name: 'Fashion', level: 1, parentId: null },
  { id: 2, name: 'Makanan & Minuman', level: 1, parentId: null },
  { id: 11, name: 'Pakaian Pria & Wanita', level: 2, parentId: 1 },
  { id: 21, name: 'Kopi & Teh', level: 2, parentId: 2 },
  { id: 111, name: 'Kemeja', level: 3, parentId: 11 },
];

/** The dropdown-level call the list filter and the product form read. */
export function productTypesHandler(types = testProductTypes) {
  return mockOperation(mockOptions, 'admin', 'get', '/admin/product-type/dropdown-level', () => ({
    data: types,
  }));
}

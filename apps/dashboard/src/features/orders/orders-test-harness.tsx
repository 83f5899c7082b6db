import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DesignSystemProvider, ToastProvider } from '@seller/design-system';
import type { ApiClients } from '@seller/api-types';
import { ApiContext } from '../../platform/api-context';
import type { OrderCallFamily, OrderScope } from './order-types';
import { fixtureBrandId } from './order-fixtures';
import { mockOperation } from '@seller/api-types/testing';
import {
  CurrentLocation,
  createTestApi,
  mockOptions,
  type startMockServer,
} from '../../test/app-harness';
import { makeOrder, pageOf } from './order-fixtures';

export { createTestApi, mockOptions, startMockServer, testBaseUrl } from '../../test/app-harness';

export const testBrandId = fixtureBrandId;

export function testScope(api: ApiClients, family: OrderCallFamily = 'v3'): OrderScope {
  return { api, tenant: 'partner', brandId: testBrandId, family };
}

/**
 * Renders a page at `path` with the typed clients, toasts and a router that shows where other
 * links lead. `api` gives clients made before (whose cache a prefetch filled); their toasts are
 * not recorded.
 */
export function renderOrders(
  element: (api: ApiClients) => ReactNode,
  { path = '/transaction-v3', api: given }: { path?: string; api?: ApiClients } = {},
) {
  const toasts: string[] = [];
  const api = given ?? createTestApi(toasts);
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0], element: element(api) },
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
  return { ...view, toasts, router, api };
}

export { makeOrder, pageOf } from './order-fixtures';

/**
 * A queue of one order (`orderCode`) with empty counts; the returned list collects each list
 * request's query, newest last.
 */
export function mockOneOrderQueue(
  server: ReturnType<typeof startMockServer>,
  orderCode: string,
): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  server.use(
    mockOperation(mockOptions, 'admin', 'get', '/admin/order-list/v2/count', () => ({
      data: { totalTransaction: [] },
    })),
    mockOperation(mockOptions, 'brand', 'get', '/v3/{tenant}/order/list', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return pageOf([makeOrder({ orderCode })], 1, 15);
    }),
  );
  return queries;
}

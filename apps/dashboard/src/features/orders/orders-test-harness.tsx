import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DesignSystemProvider, ToastProvider } from '@seller/design-system';
import type { ApiClients } from '@seller/api-types';
import { ApiContext } from '../../platform/api-context';
import type { OrderCallFamily, OrderScope } from './order-types';
import { fixtureBrandId } from './order-fixtures';
import { CurrentLocation, createTestApi } from '../../test/app-harness';

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

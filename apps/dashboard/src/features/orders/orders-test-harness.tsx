import type { ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { DesignSystemProvider, ToastProvider } from '@seller/design-system';
import type { ApiClients } from '@seller/api-types';
import { createAppApi } from '../../platform/api';
import { ApiContext } from '../../platform/api-context';
import type { OrderCallFamily, OrderScope } from './order-calls';
import { fixtureBrandId } from './order-fixtures';

export const testBaseUrl = 'http://api.test/api';
export const mockOptions = { baseUrl: testBaseUrl };
export const testBrandId = fixtureBrandId;

/** An MSW server that fails the test on any request without a handler. */
export function startMockServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    localStorage.clear();
  });
  afterAll(() => server.close());
  return server;
}

export function createTestApi(toasts: string[] = []): ApiClients {
  return createAppApi(
    { apiBaseUrl: testBaseUrl, serviceUrls: {}, educationUrl: 'https://edu.test', appVersion: 'test' },
    { onUnauthorized: () => {}, onErrorToast: (message) => toasts.push(message) },
  );
}

export function testScope(api: ApiClients, family: OrderCallFamily = 'v3'): OrderScope {
  return { api, tenant: 'partner', brandId: testBrandId, family };
}

function CurrentLocation() {
  const location = useLocation();
  return <p>{`Lokasi: ${location.pathname}${location.search}`}</p>;
}

/** Renders a page at `path` with the typed clients, toasts and a router that shows where other links lead. */
export function renderOrders(element: (api: ApiClients) => ReactNode, { path = '/transaction-v3' }: { path?: string } = {}) {
  const toasts: string[] = [];
  const api = createTestApi(toasts);
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

import type { ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { DesignSystemProvider } from '@seller/design-system';
import type { ApiClients } from '@seller/api-types';
import { createAppApi } from '../platform/api';
import { ApiContext } from '../platform/api-context';

export const testBaseUrl = 'http://api.test/api';
export const mockOptions = { baseUrl: testBaseUrl };

/** Feature tests: the typed clients against MSW, inside a router that shows where a click led. */

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

/** The typed clients against the test base URL; error toasts are collected in `toasts`. */
export function createTestApi(toasts: string[] = []): ApiClients {
  return createAppApi(
    {
      apiBaseUrl: testBaseUrl,
      serviceUrls: {},
      educationUrl: 'https://edu.test',
      appVersion: 'test',
    },
    { onUnauthorized: () => {}, onErrorToast: (message) => toasts.push(message) },
  );
}

/** Stands in for every other page: shows where a link or a redirect led. */
export function CurrentLocation() {
  const location = useLocation();
  return <p>{`Lokasi: ${location.pathname}${location.search}`}</p>;
}

/** Renders UI with the typed clients and a router whose other pages show where they were opened. */
export function renderWithApp(ui: ReactNode, { path = '/home' }: { path?: string } = {}) {
  const toasts: string[] = [];
  const api = createTestApi(toasts);
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0], element: ui },
      { path: '*', element: <CurrentLocation /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <DesignSystemProvider theme="marketplace">
      <ApiContext.Provider value={api}>
        <RouterProvider router={router} />
      </ApiContext.Provider>
    </DesignSystemProvider>,
  );
  return { ...view, toasts, router };
}

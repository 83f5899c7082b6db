import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DesignSystemProvider, ToastProvider } from '@seller/design-system';
import type { ApiClients } from '@seller/api-types';
import { ApiContext } from '../../platform/api-context';
import { CurrentLocation, createTestApi } from '../../test/app-harness';
import type { FinanceScope } from './finance-types';
import { testBrandId } from './finance-test-fixtures';

export { mockOptions, startMockServer } from '../../test/app-harness';
export { makeWithdrawal, paging, testBrandId } from './finance-test-fixtures';

/** Renders a money page body at `path` with the typed clients and a router that shows where links lead. */
export function renderFinance(
  element: (scope: FinanceScope) => ReactNode,
  {
    path = '/withdrawal',
    tenant = 'partner' as FinanceScope['tenant'],
    toasts = [] as string[],
    // Given when the test prefetches into the page's cache before it renders.
    api = createTestApi(toasts) as ApiClients,
  } = {},
) {
  const scope: FinanceScope = { api, tenant, brandId: testBrandId };
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0], element: element(scope) },
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
  return { ...view, toasts, router };
}

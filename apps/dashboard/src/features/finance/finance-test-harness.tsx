import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DesignSystemProvider, ToastProvider } from '@seller/design-system';
import type { ApiClients } from '@seller/api-types';
import { ApiContext } from '../../platform/api-context';
import { CurrentLocation, createTestApi } from '../../test/app-harness';
import type { FinanceScope, Withdrawal } from './finance-calls';

export { mockOptions, startMockServer } from '../../test/app-harness';

export const testBrandId = 101;

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

export function makeWithdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: 10101,
    brandId: testBrandId,
    amount: 1_500_000,
    fee: 0,
    status: 'pending',
    bankName: 'BCA',
    accountNumber: '******4319',
    accountName: 'Rina Wulandari',
    note: '',
    failureReason: null,
    createdAt: '2026-11-20T03:00:00.000Z',
    processedAt: null,
    ...overrides,
  };
}

export const paging = (total: number, page = 1, size = 15) => ({
  currentPage: page,
  nextPage: page * size < total ? page + 1 : null,
  pageSize: size,
  previousPage: page > 1 ? page - 1 : null,
  totalItem: total,
  totalPage: Math.ceil(total / size),
});

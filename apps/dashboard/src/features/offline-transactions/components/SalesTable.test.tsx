import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOperation } from '@seller/api-types/testing';
import { OfflineListForStockist } from '../pages/OfflineListRoute';
import {
  mockOptions,
  offlineSale,
  renderOfflinePage,
  startMockServer,
} from '../offline-test-harness';

const server = startMockServer();

describe('offline sales list dates', () => {
  it("writes each sale's day as d MMM yyyy and hints the filter format as YYYY-MM-DD", async () => {
    server.use(
      mockOperation(mockOptions, 'stockist', 'get', '/v2/stockist/transaction/offline', () => ({
        data: {
          order: [offlineSale(1)],
          pagination: {
            CurrentPge: 1,
            more: false,
            nextPage: null,
            prevPage: null,
            totalItem: 1,
            totalPage: 1,
          },
          totals: { transactionCount: 1, totalQuantity: 1, totalAmount: 10_000 },
        },
      })),
    );
    renderOfflinePage((scope) => <OfflineListForStockist scope={scope} />, '/transaction-offline');
    const table = await screen.findByRole('table', { name: 'Daftar transaksi offline' });
    expect(await within(table).findByText('24 Nov 2026')).toBeInTheDocument();
    expect(table).not.toHaveTextContent('2026-11-24');
    const from = screen.getByRole('textbox', { name: 'Dari tanggal' });
    expect(from).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    expect(document.body).not.toHaveTextContent('TTTT-BB-HH');
  });
});

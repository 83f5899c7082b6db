import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOperation } from '@seller/api-types/testing';
import { setMaskingNumberEnabled } from '../../../platform/mask-phone';
import { readPersisted, writePersisted } from '../../../platform/persisted-state';
import { saveTenant } from '../../../platform/tenant-store';
import { createTestApi } from '../../../test/app-harness';
import { prefetchOfflineList } from '../offline-queries';
import { OfflineListForStockist, OfflineListRoute } from './OfflineListRoute';
import {
  mockOptions,
  offlineSale,
  renderOfflinePage,
  renderOfflineRoute,
  startMockServer,
} from '../offline-test-harness';
import { parseOfflineQuery, toSearchParams } from '../urls';

const server = startMockServer();

function listHandler(seen: URLSearchParams[], headers: (string | null)[] = []) {
  return mockOperation(
    mockOptions,
    'stockist',
    'get',
    '/v2/stockist/transaction/offline',
    ({ request }) => {
      const url = new URL(request.url);
      seen.push(url.searchParams);
      headers.push(request.headers.get('StockistId'));
      const page = Number(url.searchParams.get('page'));
      return {
        data: {
          order: [
            offlineSale(page * 100 + 1),
            offlineSale(page * 100 + 2, { buyerName: null, totalAmount: 1_250_000 }),
          ],
          pagination: {
            CurrentPge: page,
            more: page < 3,
            nextPage: page < 3 ? page + 1 : null,
            prevPage: page > 1 ? page - 1 : null,
            totalItem: 40,
            totalPage: 3,
          },
          totals: { transactionCount: 40, totalQuantity: 123, totalAmount: 4_560_000 },
        },
      };
    },
  );
}

const renderList = (path = '/transaction-offline') =>
  renderOfflinePage((scope) => <OfflineListForStockist scope={scope} />, path);

describe('offline sales list', () => {
  it('sends brandId, page, size 15 and sortBy with the StockistId header, and shows totals for the range', async () => {
    const seen: URLSearchParams[] = [];
    const headers: (string | null)[] = [];
    server.use(listHandler(seen, headers));
    renderList();
    expect(await screen.findByText('OFF/20261124/201/101')).toBeInTheDocument();
    expect(Object.fromEntries(seen[0]!)).toEqual({
      brandId: '201',
      page: '1',
      size: '15',
      sortBy: 'transactionDate',
    });
    expect(headers[0]).toBe('201');
    const totals = screen.getByRole('region', { name: 'Ringkasan periode' });
    expect(totals).toHaveTextContent('40');
    expect(totals).toHaveTextContent('123');
    expect(totals).toHaveTextContent(/Rp\s?4\.560\.000/);
    expect(screen.getByRole('table', { name: 'Daftar transaksi offline' })).toHaveTextContent(
      /Rp\s?1\.250\.000/,
    );
  });

  it('restores filters from the URL, refuses a malformed date without sending it, and keeps filters in the URL and pageParams', async () => {
    const seen: URLSearchParams[] = [];
    server.use(listHandler(seen));
    const user = userEvent.setup();
    const { router } = renderList(
      '/transaction-offline?q=Rina&from=2026-11-01&to=2026-11-20&page=2&sortBy=totalAmount',
    );
    await screen.findByText('OFF/20261124/201/201');
    expect(Object.fromEntries(seen[0]!)).toEqual({
      brandId: '201',
      page: '2',
      size: '15',
      sortBy: 'totalAmount',
      q: 'Rina',
      from: '2026-11-01',
      to: '2026-11-20',
    });
    expect(screen.getByRole('searchbox', { name: 'Cari transaksi' })).toHaveValue('Rina');

    const from = screen.getByRole('textbox', { name: 'Dari tanggal' });
    await user.clear(from);
    await user.type(from, '2026-2-3');
    await user.click(screen.getByRole('button', { name: 'Terapkan' }));
    expect(
      await screen.findByText('Tanggal harus berformat YYYY-MM-DD, misalnya 2026-11-24.'),
    ).toBeInTheDocument();
    await user.clear(from);
    await user.type(from, '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Terapkan' }));
    expect(
      await screen.findByText("Tanggal 'Dari' tidak boleh setelah tanggal 'Sampai'."),
    ).toBeInTheDocument();
    expect(seen).toHaveLength(1);

    await user.clear(from);
    await user.type(from, '2026-11-05');
    await user.click(screen.getByRole('button', { name: 'Terapkan' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]!.get('from')).toBe('2026-11-05');
    expect(seen[1]!.get('page')).toBe('1');
    expect(router.state.location.search).toBe(
      '?sortBy=totalAmount&q=Rina&from=2026-11-05&to=2026-11-20',
    );
    expect(
      readPersisted('pageParams').find((entry) => entry.path === '/transaction-offline')?.query,
    ).toEqual({
      sortBy: 'totalAmount',
      q: 'Rina',
      from: '2026-11-05',
      to: '2026-11-20',
    });
  });

  it('takes the page its route started instead of asking again', async () => {
    const seen: URLSearchParams[] = [];
    server.use(listHandler(seen));
    writePersisted('brandId', '201');
    saveTenant('stockist');
    try {
      const api = createTestApi();
      prefetchOfflineList(api, new URL('https://seller.test/transaction-offline?page=2'));
      renderOfflinePage(
        (scope) => <OfflineListForStockist scope={scope} />,
        '/transaction-offline?page=2',
        api,
      );
      expect(await screen.findByText('OFF/20261124/201/201')).toBeInTheDocument();
      expect(seen).toHaveLength(1);
    } finally {
      writePersisted('brandId', null);
      saveTenant('partner');
    }
  });

  it('a row opens the sale detail: items, quantities, prices, reason and the time in WIB', async () => {
    server.use(
      listHandler([]),
      mockOperation(
        mockOptions,
        'stockist',
        'get',
        '/v2/stockist/transaction/offline/{id}',
        ({ params, request }) => {
          expect(request.headers.get('StockistId')).toBe('201');
          return {
            data: offlineSale(Number(params.id), {
              buyerPhone: '081234567890',
              note: 'Ambil sendiri',
            }),
          };
        },
      ),
    );
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'OFF/20261124/201/101' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detail Transaksi Offline' });
    await within(dialog).findByText('081234567890');
    expect(dialog).toHaveTextContent('24 Nov 2026 10:05 WIB');
    expect(dialog).toHaveTextContent('Pembeli datang langsung');
    expect(dialog).toHaveTextContent('Beras Pandan 1 - Varian 1');
    expect(dialog).toHaveTextContent(/Rp\s?30\.000/);
    expect(dialog).toHaveTextContent('Ambil sendiri');
  });

  it('a page past the last one says so instead of "no sales yet" and leads to the last page', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      mockOperation(
        mockOptions,
        'stockist',
        'get',
        '/v2/stockist/transaction/offline',
        ({ request }) => {
          const page = Number(new URL(request.url).searchParams.get('page'));
          seen.push(new URL(request.url).searchParams);
          return {
            data: {
              order: page <= 3 ? [offlineSale(page * 100 + 1)] : [],
              pagination: {
                CurrentPge: page,
                more: page < 3,
                nextPage: page < 3 ? page + 1 : null,
                prevPage: page > 1 ? page - 1 : null,
                totalItem: 40,
                totalPage: 3,
              },
              totals: { transactionCount: 40, totalQuantity: 123, totalAmount: 4_560_000 },
            },
          };
        },
      ),
    );
    const user = userEvent.setup();
    const { router } = renderList('/transaction-offline?page=9&q=Rina');
    expect(await screen.findByRole('heading', { name: 'Halaman 9 tidak ada' })).toBeInTheDocument();
    expect(screen.queryByText('Transaksi tidak ditemukan')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ke halaman terakhir (3)' }));
    expect(await screen.findByText('OFF/20261124/201/301')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3&q=Rina');
    expect(seen.at(-1)?.get('page')).toBe('3');
  });

  it('the buyer phone in the detail is masked while number masking is on', async () => {
    server.use(
      listHandler([]),
      mockOperation(
        mockOptions,
        'stockist',
        'get',
        '/v2/stockist/transaction/offline/{id}',
        ({ params }) => ({
          data: offlineSale(Number(params.id), { buyerPhone: '081234567890' }),
        }),
      ),
    );
    setMaskingNumberEnabled(true);
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'OFF/20261124/201/101' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detail Transaksi Offline' });
    expect(await within(dialog).findByText('0812******90')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('081234567890');
  });

  it.each([
    ['no brand', null],
    ['a brand list', '201,202'],
  ])(
    'with %s chosen, the page asks for one stockist instead of staying blank',
    async (_, brandId) => {
      renderOfflineRoute(<OfflineListRoute />, '/transaction-offline', brandId);
      expect(
        await screen.findByRole('heading', { name: 'Transaksi Offline', level: 1 }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('heading', {
          name: 'Pilih satu stockist untuk melihat transaksi offline-nya.',
        }),
      ).toBeInTheDocument();
    },
  );

  it('a hand-edited URL with bad values falls back to defaults instead of sending them', () => {
    const query = parseOfflineQuery(
      new URLSearchParams('page=-1&size=999&sortBy=drop&from=2026-02-30&to=x'),
    );
    expect(query).toEqual({
      page: 1,
      size: 15,
      sortBy: 'transactionDate',
      q: '',
      from: '',
      to: '',
    });
    expect(toSearchParams(query).toString()).toBe('');
  });
});

import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockOperation } from '@seller/api-types/testing';
import { clearOutbox } from '../../../platform/outbox';
import { OutboxIndicator } from '../../../platform/outbox/OutboxIndicator';
import {
  mockOptions,
  paging,
  productTypesHandler,
  renderProductPage,
  startMockServer,
  variant,
} from '../test/product-test-harness';
import { ProductListV3Route } from '../pages/ProductListRoute';

const server = startMockServer();

interface StockCall {
  key: string | null;
  items: { variantId: number; delta: number }[];
}

/** A sandbox-like server: the stock call applies a delta once per Idempotency-Key. */
function stockServer() {
  const state = {
    online: false,
    calls: [] as StockCall[],
    stock: new Map([[11, 4]]),
    applied: new Set<string>(),
  };
  server.use(
    mockOperation(mockOptions, 'admin', 'get', '/version', () => ({
      data: { version: '1.0.0', config: { 'Multistock.Phase2.Enable': false } },
    })),
    mockOperation(mockOptions, 'product', 'get', '/v1/{tenant}/bulk-file/list', () => ({
      data: [],
      metadata: paging(0),
    })),
    mockOperation(mockOptions, 'product', 'get', '/v3/{tenant}/variant/list', () => ({
      data: [variant(11, { stock: state.stock.get(11) }), variant(12, { stock: 9 })],
      metadata: paging(2),
    })),
    productTypesHandler(),
    mockOperation(
      mockOptions,
      'product',
      'patch',
      '/v3/{tenant}/variant/stock/bulk',
      async ({ request }) => {
        const body = (await request.json()) as { items: StockCall['items'] };
        const key = request.headers.get('Idempotency-Key');
        state.calls.push({ key, items: body.items });
        // No response at all: what fetch sees when the connection is gone.
        if (!state.online) return HttpResponse.error();
        if (key === null || !state.applied.has(key)) {
          for (const item of body.items)
            state.stock.set(item.variantId, (state.stock.get(item.variantId) ?? 0) + item.delta);
          if (key) state.applied.add(key);
        }
        return {
          data: {
            variants: body.items.map((item) =>
              variant(item.variantId, { stock: state.stock.get(item.variantId) }),
            ),
          },
        };
      },
    ),
  );
  return state;
}

function renderList() {
  return renderProductPage(
    <>
      <ProductListV3Route />
      <OutboxIndicator userId="42" />
    </>,
    { path: '/product-v3' },
  );
}

const stockBox = (id: number) =>
  screen.getByRole('textbox', { name: `Stok Kopi Arabika Gayo 1 – Varian ${id}` });
const row = (id: number) => within(screen.getByTestId(`variant-row-${id}`));

beforeEach(async () => {
  await clearOutbox();
});

describe('a stock save without a connection', () => {
  it('is kept, marked "Menunggu koneksi" (also after a reload), and sent once with its key when the browser is online', async () => {
    const state = stockServer();
    const user = userEvent.setup();
    const first = renderList();
    await screen.findByText('Varian 11', {}, { timeout: 5_000 });

    await user.click(stockBox(11));
    await user.keyboard('25');
    await user.click(screen.getByRole('button', { name: 'Simpan stok' }));

    expect(await row(11).findByText('Menunggu koneksi')).toBeInTheDocument();
    expect(stockBox(11)).toHaveValue('25');
    expect(stockBox(11)).toHaveAttribute('readonly');
    expect(screen.getByText('1 perubahan menunggu koneksi')).toBeInTheDocument();
    expect(state.calls.length).toBeGreaterThanOrEqual(1);
    const key = state.calls[0]!.key;
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);

    // A reload: the page and the indicator start afresh and read the kept save back.
    const triesBeforeReload = state.calls.length;
    first.unmount();
    renderList();
    await screen.findByText('Varian 11', {}, { timeout: 5_000 });
    expect(await row(11).findByText('Menunggu koneksi')).toBeInTheDocument();
    expect(stockBox(11)).toHaveValue('25');
    // The start-up replay still found no connection.
    await waitFor(() => expect(state.calls.length).toBeGreaterThan(triesBeforeReload));

    state.online = true;
    window.dispatchEvent(new Event('online'));

    expect(
      await screen.findByText('Perubahan tersimpan setelah koneksi kembali.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(stockBox(11)).toHaveValue('25'));
    expect(row(11).getByText('Tersimpan')).toBeInTheDocument();
    expect(stockBox(11)).not.toHaveAttribute('readonly');
    expect(screen.queryByText('1 perubahan menunggu koneksi')).not.toBeInTheDocument();
    // Every try carried the same key and the same delta; the server applied it once.
    expect(state.calls.length).toBeGreaterThanOrEqual(3);
    expect(state.calls.every((call) => call.key === key)).toBe(true);
    expect(state.calls.every((call) => call.items[0]?.delta === 21)).toBe(true);
    expect(state.stock.get(11)).toBe(25);
  });

  it('is tried again soon when the browser said "online" before the connection carried anything', async () => {
    const state = stockServer();
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Varian 11', {}, { timeout: 5_000 });
    await user.click(stockBox(11));
    await user.keyboard('25');
    await user.click(screen.getByRole('button', { name: 'Simpan stok' }));
    expect(await row(11).findByText('Menunggu koneksi')).toBeInTheDocument();

    // The network is joined, but the try it prompts still gets no answer.
    const triesBefore = state.calls.length;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(state.calls.length).toBeGreaterThan(triesBefore));
    expect(row(11).getByText('Menunggu koneksi')).toBeInTheDocument();

    // A moment later it carries: the write lands without waiting for another "online".
    state.online = true;
    expect(
      await screen.findByText(
        'Perubahan tersimpan setelah koneksi kembali.',
        {},
        { timeout: 6_000 },
      ),
    ).toBeInTheDocument();
    expect(state.stock.get(11)).toBe(25);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockOperation } from '@seller/api-types/testing';
import {
  mockOptions,
  paging,
  productTypesHandler,
  renderProductPage,
  startMockServer,
  variant,
} from '../test/product-test-harness';
import { ProductListV3Route } from '../pages/ProductListRoute';

// Issue 41, item 7: one cell past the contract's limit must not hold back the others.
const server = startMockServer();
const rows = [variant(11, { stock: 4 }), variant(12, { stock: 9 }), variant(13, { stock: 2 })];

function handlers(bodies: unknown[], answer?: () => ReturnType<typeof errorResponse>) {
  return [
    mockOperation(mockOptions, 'admin', 'get', '/version', () => ({
      data: { version: '1.0.0', config: { 'Multistock.Phase2.Enable': false } },
    })),
    mockOperation(mockOptions, 'product', 'get', '/v1/{tenant}/bulk-file/list', () => ({
      data: [],
      metadata: paging(0),
    })),
    mockOperation(mockOptions, 'product', 'get', '/v3/{tenant}/variant/list', () => ({
      data: rows,
      metadata: paging(3),
    })),
    productTypesHandler(),
    mockOperation(
      mockOptions,
      'product',
      'patch',
      '/v3/{tenant}/variant/stock/bulk',
      async ({ request }) => {
        const body = (await request.json()) as { items: { variantId: number; delta: number }[] };
        bodies.push(body);
        if (answer) return answer();
        const stock = new Map(rows.map((row) => [row.id, row.stock]));
        return {
          data: {
            variants: body.items.map((item) =>
              variant(item.variantId, { stock: (stock.get(item.variantId) ?? 0) + item.delta }),
            ),
          },
        };
      },
    ),
  ];
}

const stockBox = (id: number) =>
  screen.getByRole('textbox', { name: `Stok Kopi Arabika Gayo 1 – Varian ${id}` });

describe('stock cells past the contract limit', () => {
  it('says the limit on the cell as it is typed, saves the valid rows and keeps the bad one', async () => {
    const bodies: unknown[] = [];
    server.use(...handlers(bodies));
    const user = userEvent.setup();
    renderProductPage(<ProductListV3Route />, { path: '/product-v3' });
    // The first render of the file pays the cold start; on shared CPUs it can pass 1 s.
    await screen.findByText('Varian 11', {}, { timeout: 5_000 });

    await user.click(stockBox(11));
    await user.keyboard('25{Enter}99999999999999999999');
    expect(stockBox(12)).toHaveAccessibleDescription('Stok maksimal 1.000.000.000.');
    expect(screen.getByRole('alert')).toHaveTextContent('Stok maksimal 1.000.000.000.');

    await user.click(screen.getByRole('button', { name: 'Simpan stok' }));

    await waitFor(() => expect(screen.getByText('Tersimpan')).toBeInTheDocument());
    expect(bodies).toEqual([{ brandId: 7, items: [{ variantId: 11, delta: 21 }] }]);
    expect(stockBox(11)).toHaveValue('25');
    expect(stockBox(12)).toHaveValue('99999999999999999999');
    expect(stockBox(12)).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText(
        '1 stok tersimpan. 1 stok belum disimpan: perbaiki isian yang ditandai, lalu simpan lagi.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/items\[|Kolom '/)).not.toBeInTheDocument();
  }, 20_000);

  it('puts a refusal of one row on that row in seller words, and says the others were held back', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...handlers(bodies, () =>
        errorResponse(400, "Kolom 'items[1].delta' minimal -1000000000.", 'BAD_REQUEST'),
      ),
    );
    const user = userEvent.setup();
    renderProductPage(<ProductListV3Route />, { path: '/product-v3' });
    await screen.findByText('Varian 11', {}, { timeout: 5_000 });

    await user.click(stockBox(11));
    await user.keyboard('25{Enter}0');
    await user.click(screen.getByRole('button', { name: 'Simpan stok' }));

    await waitFor(() =>
      expect(stockBox(12)).toHaveAccessibleDescription('Stok minimal -1.000.000.000.'),
    );
    expect(stockBox(11)).toHaveAccessibleDescription(
      'Belum tersimpan: stok lain di simpanan ini ditolak. Perbaiki lalu simpan lagi.',
    );
    expect(screen.queryByText(/items\[|Kolom '/)).not.toBeInTheDocument();
  }, 20_000);
});

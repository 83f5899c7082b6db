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

const server = startMockServer();
const rows = [variant(11, { stock: 4 }), variant(12, { stock: 9 }), variant(13, { stock: 0 })];

function baseHandlers() {
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
  ];
}

const stockBox = (id: number) =>
  screen.getByRole('textbox', { name: `Stok Kopi Arabika Gayo 1 – Varian ${id}` });

describe('inline stock editing', () => {
  it('moves row to row with Enter and Tab, marks dirty cells and saves all in one call', async () => {
    const bodies: unknown[] = [];
    // A sale took 2 of variant 12 after the list loaded; the delta keeps it.
    const stored = new Map([
      [11, 4],
      [12, 7],
    ]);
    server.use(
      ...baseHandlers(),
      mockOperation(
        mockOptions,
        'product',
        'patch',
        '/v3/{tenant}/variant/stock/bulk',
        async ({ request }) => {
          const body = (await request.json()) as { items: { variantId: number; delta: number }[] };
          bodies.push(body);
          // The server leaves out variant 13: it is reported as not saved.
          const saved = body.items.filter((item) => item.variantId !== 13);
          for (const item of saved)
            stored.set(item.variantId, (stored.get(item.variantId) ?? 0) + item.delta);
          return {
            data: {
              variants: saved.map((item) =>
                variant(item.variantId, { stock: stored.get(item.variantId) }),
              ),
            },
          };
        },
      ),
    );
    const user = userEvent.setup();
    renderProductPage(<ProductListV3Route />, { path: '/product-v3' });
    // The first render of the file pays the cold start; on shared CPUs it can pass 1 s.
    await screen.findByText('Varian 11', {}, { timeout: 5_000 });

    await user.click(stockBox(11));
    await user.keyboard('25{Enter}');
    expect(stockBox(12)).toHaveFocus();
    await user.keyboard('30{Tab}');
    expect(stockBox(13)).toHaveFocus();
    await user.keyboard('7');

    expect(stockBox(11)).toHaveAttribute('data-dirty', 'true');
    expect(stockBox(13)).toHaveAttribute('data-dirty', 'true');
    expect(screen.getByText('3 stok diubah, belum disimpan')).toBeInTheDocument();

    const save = screen.getByRole('button', { name: 'Simpan stok' });
    await user.dblClick(save);

    await waitFor(() => expect(screen.getAllByText('Tersimpan')).toHaveLength(2));
    expect(bodies).toEqual([
      {
        brandId: 7,
        items: [
          { variantId: 11, delta: 21 },
          { variantId: 12, delta: 21 },
          { variantId: 13, delta: 7 },
        ],
      },
    ]);
    // The server's stock is shown, not the typed one: the parallel sale is not hidden.
    expect(stockBox(12)).toHaveValue('28');
    expect(screen.getByText('Varian tidak dapat diubah.')).toHaveAttribute('role', 'alert');
    expect(stockBox(11)).toHaveValue('25');
    expect(stockBox(11)).toHaveAttribute('data-dirty', 'false');
    expect(stockBox(13)).toHaveValue('7');
    expect(stockBox(13)).toHaveAttribute('data-dirty', 'true');

    // The next edit counts from the stock the server confirmed.
    await user.clear(stockBox(11));
    await user.type(stockBox(11), '20');
    await user.click(save);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({
      brandId: 7,
      items: [
        { variantId: 13, delta: 7 },
        { variantId: 11, delta: -5 },
      ],
    });
    await waitFor(() => expect(stockBox(11)).toHaveValue('20'));
  }, 20_000);

  it('keeps every typed value when the save fails, with the reason per row', async () => {
    server.use(
      ...baseHandlers(),
      mockOperation(mockOptions, 'product', 'patch', '/v3/{tenant}/variant/stock/bulk', () =>
        errorResponse(500, 'Layanan stok sedang gangguan.'),
      ),
    );
    const user = userEvent.setup();
    renderProductPage(<ProductListV3Route />, { path: '/product-v3' });
    await screen.findByText('Varian 11');
    await user.click(stockBox(11));
    await user.keyboard('15{Enter}abc');
    await user.click(screen.getByRole('button', { name: 'Simpan stok' }));

    expect(await screen.findByText('Layanan stok sedang gangguan.')).toBeInTheDocument();
    expect(screen.getByText('Stok harus berupa angka bulat 0 atau lebih.')).toBeInTheDocument();
    expect(stockBox(11)).toHaveValue('15');
    expect(stockBox(12)).toHaveValue('abc');
    expect(screen.getByText('2 stok diubah, belum disimpan')).toBeInTheDocument();
  });
});

describe('activation', () => {
  it('flips the switch at once and rolls it back when the call fails', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      ...baseHandlers(),
      mockOperation(
        mockOptions,
        'product',
        'patch',
        '/v3/{tenant}/variant/activation',
        async () => {
          await answered;
          return errorResponse(500, 'Gagal mengubah status.');
        },
      ),
    );
    const user = userEvent.setup();
    renderProductPage(<ProductListV3Route />, { path: '/product-v3' });
    await screen.findByText('Varian 11');
    const toggle = screen.getByRole('switch', { name: 'Aktifkan Kopi Arabika Gayo 1 – Varian 12' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    release();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(screen.getByText('Status tidak berubah. Perubahan dikembalikan.')).toBeInTheDocument();
  });

  it('changes a selection of variants in one call', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...baseHandlers(),
      mockOperation(
        mockOptions,
        'product',
        'patch',
        '/v3/{tenant}/variant/activation',
        async ({ request }) => {
          bodies.push(await request.json());
          return { data: { updated: 2, isActive: false } };
        },
      ),
    );
    const user = userEvent.setup();
    renderProductPage(<ProductListV3Route />, { path: '/product-v3' });
    await screen.findByText('Varian 11');
    await user.click(
      screen.getByRole('checkbox', { name: 'Pilih Kopi Arabika Gayo 1 – Varian 11' }),
    );
    await user.click(
      screen.getByRole('checkbox', { name: 'Pilih Kopi Arabika Gayo 1 – Varian 13' }),
    );
    await user.click(screen.getByRole('button', { name: 'Nonaktifkan' }));
    await waitFor(() => expect(bodies).toEqual([{ brandId: 7, ids: [11, 13], isActive: false }]));
  });
});

describe('the list after a write', () => {
  it('shows the server page again after a stock save, with what else changed meanwhile', async () => {
    let stock12 = 9;
    server.use(
      // Before the base handlers: the first one that matches answers.
      mockOperation(mockOptions, 'product', 'get', '/v3/{tenant}/variant/list', () => ({
        data: [variant(11, { stock: 4 }), variant(12, { stock: stock12 })],
        metadata: paging(2),
      })),
      mockOperation(mockOptions, 'product', 'patch', '/v3/{tenant}/variant/stock/bulk', () => {
        // A sale in another tab took variant 12 down while the seller typed.
        stock12 = 2;
        return { data: { variants: [variant(11, { stock: 25 })] } };
      }),
      ...baseHandlers(),
    );
    const user = userEvent.setup();
    renderProductPage(<ProductListV3Route />, { path: '/product-v3' });
    await screen.findByText('Varian 11');
    await user.clear(stockBox(11));
    await user.type(stockBox(11), '25');
    await user.click(screen.getByRole('button', { name: 'Simpan stok' }));

    expect(await screen.findByText('Tersimpan')).toBeInTheDocument();
    expect(stockBox(11)).toHaveValue('25');
    await waitFor(() => expect(stockBox(12)).toHaveValue('2'));
  });

  it('takes a variant switched off out of the active tab', async () => {
    const inactive = new Set<number>();
    server.use(
      mockOperation(mockOptions, 'product', 'get', '/v3/{tenant}/variant/list', () => {
        const active = rows.filter((row) => !inactive.has(row.id));
        return { data: active, metadata: paging(active.length) };
      }),
      mockOperation(
        mockOptions,
        'product',
        'patch',
        '/v3/{tenant}/variant/activation',
        async ({ request }) => {
          const body = (await request.json()) as { ids: number[]; isActive: boolean };
          for (const id of body.ids) inactive.add(id);
          return { data: { updated: body.ids.length, isActive: body.isActive } };
        },
      ),
      ...baseHandlers(),
    );
    const user = userEvent.setup();
    renderProductPage(<ProductListV3Route />, { path: '/product-v3?selectedTab=active' });
    await screen.findByText('Varian 12');
    await user.click(
      screen.getByRole('switch', { name: 'Aktifkan Kopi Arabika Gayo 1 – Varian 12' }),
    );
    await waitFor(() => expect(screen.queryByText('Varian 12')).not.toBeInTheDocument());
    expect(screen.getByText('Varian 11')).toBeInTheDocument();
  });
});

import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockOperation } from '@seller/api-types/testing';
import { clearOutbox } from '../../../platform/outbox';
import { OutboxIndicator } from '../../../platform/outbox/OutboxIndicator';
import type { ProductDetail } from '../product-types';
import { mockOptions, renderProductPage, startMockServer } from '../test/product-test-harness';
import { EditProductV3Route } from '../pages/EditProductRoute';

const server = startMockServer();

beforeEach(async () => {
  await clearOutbox();
});

interface ServerState {
  offline: boolean;
  product: ProductDetail;
  puts: { key: string | null; body: unknown }[];
  applied: Set<string>;
}

function mockServer(state: ServerState) {
  server.use(
    mockOperation(mockOptions, 'admin', 'get', '/admin/product-type/dropdown-level', () => ({
      data: [{ id: 21, name: 'Kopi', level: 1, parentId: null }],
    })),
    mockOperation(mockOptions, 'product', 'get', '/v3/{tenant}/product/{id}', () => ({
      data: state.product,
    })),
    mockOperation(
      mockOptions,
      'product',
      'put',
      '/v3/{tenant}/product/{id}',
      async ({ request }) => {
        const body = (await request.json()) as { name: string };
        const key = request.headers.get('Idempotency-Key');
        state.puts.push({ key, body });
        if (state.offline) return HttpResponse.error();
        if (key !== null) state.applied.add(key);
        state.product = { ...state.product, name: body.name, updatedAt: '2026-11-25T03:00:00Z' };
        return { data: state.product };
      },
    ),
  );
}

function renderEdit() {
  return renderProductPage(
    <>
      <EditProductV3Route />
      <OutboxIndicator userId={42} />
    </>,
    { path: '/product-v3/900', pattern: '/product-v3/:id' },
  );
}

describe('product edit without a connection', () => {
  it('keeps an edit that got no response with its values and "Menunggu koneksi" (also after a reload), and sends it once with its key when online', async () => {
    const state: ServerState = {
      offline: true,
      product: {
        id: 900,
        brandId: 7,
        name: 'Kopi Gayo Wine',
        description: 'Proses wine',
        productTypeId: 21,
        imageUrl: null,
        videoUrl: null,
        isActive: true,
        totalVariant: 1,
        totalStock: 12,
        createdAt: '2026-11-20T03:00:00Z',
        updatedAt: '2026-11-20T03:00:00Z',
        variants: [],
      },
      puts: [],
      applied: new Set(),
    };
    mockServer(state);
    const first = renderEdit();
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /Nama produk/ });
    await user.clear(name);
    await user.type(name, 'Kopi Gayo Natural');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    // Kept, not failed: the page stays, says the change waits, and keeps the typed values.
    expect(await screen.findByText(/^Menunggu koneksi\./)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nama produk/ })).toHaveValue('Kopi Gayo Natural');
    expect(first.router.state.location.pathname).toBe('/product-v3/900');
    expect(
      screen.queryByText('Produk gagal disimpan. Periksa isian Anda.'),
    ).not.toBeInTheDocument();
    expect(await screen.findByText('1 perubahan menunggu koneksi')).toBeInTheDocument();
    // Tried once (and on a busy machine maybe again by a timed try, 2 s on).
    expect(state.puts.length).toBeGreaterThanOrEqual(1);
    const key = state.puts[0]!.key;
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);

    // A reload: the stored product still has the old name; the form shows the kept edit instead.
    first.unmount();
    renderEdit();
    expect(await screen.findByText(/^Menunggu koneksi\./)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Nama produk/ })).toHaveValue('Kopi Gayo Natural'),
    );
    // The start-up replay still found no connection.
    await waitFor(() => expect(state.puts.length).toBeGreaterThanOrEqual(2));

    const triesOffline = state.puts.length;
    state.offline = false;
    window.dispatchEvent(new Event('online'));

    expect(
      await screen.findByText('Perubahan tersimpan setelah koneksi kembali.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/^Menunggu koneksi\./)).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /Nama produk/ })).toHaveValue('Kopi Gayo Natural');
    // Sent once on `online`, with the same key as every earlier try, and applied once.
    expect(state.puts.length - triesOffline).toBe(1);
    expect(new Set(state.puts.map((put) => put.key))).toEqual(new Set([key]));
    expect(state.applied.size).toBe(1);
    expect(state.product.name).toBe('Kopi Gayo Natural');
  }, 30_000);
});

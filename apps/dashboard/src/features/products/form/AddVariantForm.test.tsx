import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockOperation } from '@seller/api-types/testing';
import {
  mockOptions,
  paging,
  renderProductPage,
  startMockServer,
  variant,
} from '../test/product-test-harness';
import { AddVariantV3Route } from '../pages/AddVariantRoute';

const server = startMockServer();

function lookupHandler() {
  return mockOperation(mockOptions, 'product', 'get', '/v3/{tenant}/product', () => ({
    data: [{ id: 100, name: 'Kopi Gayo' }],
  }));
}

/** The variant create call, answering a created variant and keeping each try's key. */
function createHandler(keys: (string | null)[]) {
  return mockOperation(mockOptions, 'product', 'post', '/v3/{tenant}/variant', ({ request }) => {
    keys.push(request.headers.get('Idempotency-Key'));
    return { data: variant(1001, { productId: 100, name: '500 gr', sku: 'KNR-500' }) };
  });
}

async function fillVariant(sku: string, { leaving }: { leaving?: Promise<unknown> } = {}) {
  const user = userEvent.setup();
  const view = renderProductPage(<AddVariantV3Route />, {
    path: '/product-v3/variant?productId=100',
    leaving,
  });
  await user.type(await screen.findByRole('textbox', { name: /Nama varian/ }), '500 gr');
  await user.type(screen.getByRole('textbox', { name: /SKU/ }), sku);
  await user.type(screen.getByRole('textbox', { name: /Harga/ }), '150000');
  await user.type(screen.getByRole('textbox', { name: /Stok/ }), '5');
  return { user, ...view };
}

describe('add variant form', () => {
  it('marks the SKU field with the server message when the SKU is already used, and keeps the input', async () => {
    server.use(
      lookupHandler(),
      mockOperation(mockOptions, 'product', 'post', '/v3/{tenant}/variant', () =>
        errorResponse(400, "SKU 'KNR-500' sudah dipakai varian lain.", 'BAD_REQUEST'),
      ),
    );
    const { user } = await fillVariant('KNR-500');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    const sku = screen.getByRole('textbox', { name: /SKU/ });
    await waitFor(() =>
      expect(sku).toHaveAccessibleDescription("SKU 'KNR-500' sudah dipakai varian lain."),
    );
    expect(sku).toHaveAttribute('aria-invalid', 'true');
    expect(sku).toHaveValue('KNR-500');
    expect(sku).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Nama varian/ })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Periksa kembali isian yang ditandai.');
  }, 20_000);

  it('creates once under one Idempotency-Key on a double click', async () => {
    const keys: (string | null)[] = [];
    server.use(lookupHandler(), createHandler(keys));
    const { user, router } = await fillVariant('KNR-500');
    await user.dblClick(screen.getByRole('button', { name: 'Simpan' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/product-v3'));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  }, 20_000);

  it('keeps the save busy from a saved variant until the page has left, so a late second click creates nothing', async () => {
    const keys: (string | null)[] = [];
    server.use(lookupHandler(), createHandler(keys));
    let letLeave = () => {};
    const leaving = new Promise<void>((resolve) => (letLeave = resolve));
    const { user, router } = await fillVariant('KNR-500', { leaving });
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await screen.findByText('Varian berhasil ditambahkan.');

    // Saved, and the list the page leaves for is still on its way.
    const save = screen.getByRole('button', { name: /Simpan/ });
    expect(save).toHaveAttribute('aria-busy', 'true');
    await user.click(save);
    letLeave();
    await waitFor(() => expect(router.state.location.pathname).toBe('/product-v3'));
    expect(keys).toHaveLength(1);
  }, 20_000);

  it('sends the same key when the same input is retried, and a new one for changed input', async () => {
    const keys: (string | null)[] = [];
    server.use(
      lookupHandler(),
      mockOperation(mockOptions, 'product', 'post', '/v3/{tenant}/variant', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return errorResponse(503, 'Layanan sedang sibuk.');
      }),
    );
    const { user } = await fillVariant('KNR-500');
    const save = screen.getByRole('button', { name: 'Simpan' });
    await user.click(save);
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(keys).toHaveLength(2));
    await waitFor(() => expect(save).toBeEnabled());
    await user.type(screen.getByRole('textbox', { name: /SKU/ }), 'B');
    await user.click(save);
    await waitFor(() => expect(keys).toHaveLength(3));

    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  }, 20_000);

  // Issue 41: the picker listed two 'Kopi Arabika' a seller could not tell apart.
  it('tells products of the same name apart by their SKUs in the picker', async () => {
    const asked: string[] = [];
    server.use(
      mockOperation(mockOptions, 'product', 'get', '/v3/{tenant}/product', () => ({
        data: [
          { id: 100, name: 'Kopi Arabika' },
          { id: 101, name: 'kopi arabika ' },
          { id: 102, name: 'Teh Melati' },
        ],
      })),
      mockOperation(mockOptions, 'product', 'get', '/v3/{tenant}/variant/list', ({ request }) => {
        const productId = Number(new URL(request.url).searchParams.get('productId'));
        asked.push(String(productId));
        return {
          data:
            productId === 100
              ? [variant(1, { productId, sku: 'KA-250' }), variant(2, { productId, sku: 'KA-500' })]
              : [],
          metadata: paging(productId === 100 ? 2 : 0),
        };
      }),
    );
    renderProductPage(<AddVariantV3Route />, { path: '/product-v3/variant' });
    const picker = await screen.findByRole('combobox', { name: /Produk/ });
    await waitFor(() =>
      expect(
        screen.getByRole('option', { name: 'Kopi Arabika · SKU KA-250, KA-500' }),
      ).toBeInTheDocument(),
    );
    expect(screen.getByRole('option', { name: 'kopi arabika · Produk #101' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Teh Melati' })).toBeInTheDocument();
    expect(picker).toBeInTheDocument();
    expect(asked.sort()).toEqual(['100', '101']);
  });
});

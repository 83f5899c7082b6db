import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOperation } from '@seller/api-types/testing';
import { mockOptions, productTypesHandler, renderProductPage, startMockServer, variant } from '../test/product-test-harness';
import { ProductDetailRoute } from './ProductDetailRoute';

const server = startMockServer();

const lookup = [
  { id: 501, name: 'Kopi Arabika Gayo Wine Process' },
  { id: 502, name: 'Kopi Toraja Sapan Natural' },
];

function lookupHandler(seen: string[]) {
  return mockOperation(mockOptions, 'product', 'get', '/v3/{tenant}/product', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    seen.push(q);
    return { data: lookup.filter((product) => product.name.toLowerCase().includes(q.toLowerCase())) };
  });
}

function detailHandler() {
  return mockOperation(mockOptions, 'product', 'get', '/v3/{tenant}/product/{id}', ({ params }) => ({
    data: {
      id: Number(params.id),
      brandId: 7,
      name: 'Kopi Toraja Sapan Natural',
      description: 'Biji kopi sangrai medium dari Toraja.',
      productTypeId: 21,
      imageUrl: null,
      videoUrl: null,
      isActive: true,
      totalVariant: 2,
      totalStock: 17,
      createdAt: '2026-11-01T03:00:00Z',
      updatedAt: '2026-11-20T03:00:00Z',
      variants: [variant(5021, { name: '250 gr', stock: 12 }), variant(5022, { name: '500 gr', stock: 5 })],
    },
  }));
}

describe('product detail without an id', () => {
  it('finds a product by name and opens its detail', async () => {
    const seen: string[] = [];
    server.use(lookupHandler(seen), detailHandler(), productTypesHandler());
    const user = userEvent.setup();
    renderProductPage(<ProductDetailRoute />, { path: '/detail-product', pattern: '/detail-product/:id?' });

    expect(await screen.findByRole('heading', { name: 'Detail Produk' })).toBeInTheDocument();
    const results = await screen.findByRole('list', { name: 'Hasil pencarian produk' });
    expect(within(results).getAllByRole('link')).toHaveLength(2);

    await user.type(screen.getByRole('searchbox', { name: 'Cari produk' }), 'toraja');
    await waitFor(() => expect(seen.at(-1)).toBe('toraja'));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Hasil pencarian produk' })).getAllByRole('link')).toHaveLength(1));

    await user.click(screen.getByRole('link', { name: 'Kopi Toraja Sapan Natural' }));
    expect(await screen.findByRole('heading', { name: 'Kopi Toraja Sapan Natural', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '250 gr' })).toBeInTheDocument();
    expect(screen.getByText('Kopi & Teh')).toBeInTheDocument();
  });

  it('says so when no product has the name', async () => {
    server.use(lookupHandler([]), productTypesHandler());
    const user = userEvent.setup();
    renderProductPage(<ProductDetailRoute />, { path: '/detail-product', pattern: '/detail-product/:id?' });
    await screen.findByRole('list', { name: 'Hasil pencarian produk' });
    await user.type(screen.getByRole('searchbox', { name: 'Cari produk' }), 'rendang');
    expect(await screen.findByRole('heading', { name: 'Tidak ada produk dengan nama itu.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke daftar' })).toHaveAttribute('href', '/product-v3');
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { mockOperation } from '@seller/api-types/testing';
import { DesignSystemProvider } from '@seller/design-system';
import { sessionMachine } from '@seller/machines';
import { ApiContext } from '../../../platform/api-context';
import { CurrentLocation, createTestApi } from '../../../test/app-harness';
import { SessionContext } from '../../session/session-context';
import {
  mockOptions,
  productTypesHandler,
  renderProductPage,
  startMockServer,
  testBrandId,
  variant,
} from '../test/product-test-harness';
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
    return {
      data: lookup.filter((product) => product.name.toLowerCase().includes(q.toLowerCase())),
    };
  });
}

function detailHandler() {
  return mockOperation(
    mockOptions,
    'product',
    'get',
    '/v3/{tenant}/product/{id}',
    ({ params }) => ({
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
        variants: [
          variant(5021, { name: '250 gr', stock: 12 }),
          variant(5022, { name: '500 gr', stock: 5 }),
        ],
      },
    }),
  );
}

describe('product detail without an id', () => {
  it('finds a product by name and opens its detail', async () => {
    const seen: string[] = [];
    server.use(lookupHandler(seen), detailHandler(), productTypesHandler());
    const user = userEvent.setup();
    renderProductPage(<ProductDetailRoute />, {
      path: '/detail-product',
      pattern: '/detail-product/:id?',
    });

    expect(await screen.findByRole('heading', { name: 'Detail Produk' })).toBeInTheDocument();
    const results = await screen.findByRole('list', { name: 'Hasil pencarian produk' });
    expect(within(results).getAllByRole('link')).toHaveLength(2);

    await user.type(screen.getByRole('searchbox', { name: 'Cari produk' }), 'toraja');
    await waitFor(() => expect(seen.at(-1)).toBe('toraja'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Hasil pencarian produk' })).getAllByRole('link'),
      ).toHaveLength(1),
    );

    await user.click(screen.getByRole('link', { name: 'Kopi Toraja Sapan Natural' }));
    expect(
      await screen.findByRole('heading', { name: 'Kopi Toraja Sapan Natural', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '250 gr' })).toBeInTheDocument();
    expect(screen.getByText('Kopi & Teh')).toBeInTheDocument();
  });

  it('says so when no product has the name', async () => {
    server.use(lookupHandler([]), productTypesHandler());
    const user = userEvent.setup();
    renderProductPage(<ProductDetailRoute />, {
      path: '/detail-product',
      pattern: '/detail-product/:id?',
    });
    await screen.findByRole('list', { name: 'Hasil pencarian produk' });
    await user.type(screen.getByRole('searchbox', { name: 'Cari produk' }), 'rendang');
    expect(
      await screen.findByRole('heading', { name: 'Tidak ada produk dengan nama itu.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke daftar' })).toHaveAttribute(
      'href',
      '/product-v3',
    );
  });
});

const pending = () => fromPromise(() => new Promise<never>(() => {}));

/** The detail page for a brand whose tenant config lists (or does not list) it for the discussion menu. */
function renderDetailWithDiscussionMenu(brandIds: number[]) {
  const config = [
    {
      key: 'discussion.menu',
      configItem: 'Menu diskusi',
      configValue: { isShowForAllBrand: false, brandIds },
    },
  ];
  // A session that stays loading, as in the product harness, but already knows the tenant config.
  const session = sessionMachine.provide({
    actors: {
      requestPasswordToken: pending(),
      loginTenant: pending(),
      fetchProfile: pending(),
      fetchSessionData: pending(),
      fetchBrandData: pending(),
    } as never,
  });
  const router = createMemoryRouter(
    [
      { path: '/detail-product/:id?', element: <ProductDetailRoute /> },
      { path: '*', element: <CurrentLocation /> },
    ],
    { initialEntries: ['/detail-product/502'] },
  );
  render(
    <DesignSystemProvider theme="marketplace">
      <ApiContext.Provider value={createTestApi()}>
        <SessionContext.Provider
          logic={session}
          options={{
            input: {
              hasSessionToken: true,
              stored: {
                brandId: String(testBrandId),
                userData: { id: '42', name: 'Sari' },
                config,
              } as never,
            },
          }}
        >
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </ApiContext.Provider>
    </DesignSystemProvider>,
  );
}

describe('product detail: link to its questions', () => {
  it('opens the product questions, all tabs, searched by the product name, for a brand with the discussion menu', async () => {
    server.use(detailHandler(), productTypesHandler());
    const user = userEvent.setup();
    renderDetailWithDiscussionMenu([testBrandId]);
    const link = await screen.findByRole('link', { name: 'Lihat pertanyaan' });
    expect(link).toHaveAttribute('href', '/discussion-product?tab=all&q=Kopi+Toraja+Sapan+Natural');
    await user.click(link);
    expect(
      await screen.findByText('Lokasi: /discussion-product?tab=all&q=Kopi+Toraja+Sapan+Natural'),
    ).toBeInTheDocument();
  });

  it('has no link for a brand off the discussion allow list (the page would be a 404)', async () => {
    server.use(detailHandler(), productTypesHandler());
    renderDetailWithDiscussionMenu([testBrandId + 1]);
    expect(
      await screen.findByRole('heading', { name: 'Kopi Toraja Sapan Natural', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ubah' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lihat pertanyaan' })).not.toBeInTheDocument();
  });
});

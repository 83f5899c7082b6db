import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOperation } from '@seller/api-types/testing';
import { savePageQuery, writePersisted } from '../../../platform/persisted-state';
import { createTestApi } from '../../../test/app-harness';
import { prefetchProductList } from '../products-queries';
import { queryClientOf } from '../../../platform/data/query-client';
import {
  mockOptions,
  paging,
  productTypesHandler,
  renderProductPage,
  startMockServer,
  testBrandId,
  variant,
} from '../test/product-test-harness';
import { ProductListV3Route } from '../pages/ProductListRoute';

const server = startMockServer();

/** Version (multistock off or on), side calls, and both listings, recording each list call's page. */
function recordCalls(multistock: boolean) {
  const lists: string[] = [];
  const listed =
    (name: string) =>
    ({ request }: { request: Request }) => {
      lists.push(`${name}:${new URL(request.url).searchParams.get('page')}`);
      return { data: [variant(11, { name: 'Varian awal' })], metadata: paging(1) };
    };
  server.use(
    mockOperation(mockOptions, 'admin', 'get', '/version', () => ({
      data: { version: '1.0.0', config: { 'Multistock.Phase2.Enable': multistock } },
    })),
    mockOperation(mockOptions, 'product', 'get', '/v1/{tenant}/bulk-file/list', () => ({
      data: [],
      metadata: paging(0),
    })),
    productTypesHandler(),
    mockOperation(mockOptions, 'product', 'get', '/v3/{tenant}/variant/list', listed('list')),
    mockOperation(mockOptions, 'product', 'get', '/v3/{tenant}/variant/multistock/list', () => {
      lists.push('multistock');
      return { data: [], metadata: paging(0) };
    }),
  );
  return lists;
}

describe('the product list of a reload', () => {
  it('asks for its first page before the page mounts, and the page shows that answer without asking again', async () => {
    const lists = recordCalls(false);
    writePersisted('brandId', String(testBrandId));
    const api = createTestApi();
    prefetchProductList(api, new URL('http://app.test/product-v3?page=3'), 'v3');
    await expect.poll(() => lists).toEqual(['list:3']);

    renderProductPage(<ProductListV3Route />, { path: '/product-v3?page=3', api });
    expect(await screen.findByText('Varian awal')).toBeInTheDocument();
    expect(lists).toEqual(['list:3']);
  });

  it('asks for the saved list state of a bare address, as the page will', async () => {
    const lists = recordCalls(false);
    writePersisted('brandId', String(testBrandId));
    savePageQuery('/product-v3', { page: '2', size: '15' });
    prefetchProductList(createTestApi(), new URL('http://app.test/product-v3'), 'v3');
    await expect.poll(() => lists).toEqual(['list:2']);
  });

  it('does not guess for a brand list', () => {
    const lists = recordCalls(false);
    writePersisted('brandId', '7,8');
    const api = createTestApi();
    prefetchProductList(api, new URL('http://app.test/product-v3'), 'v3');
    // Nothing was started, not even the flag the list would wait for.
    expect(queryClientOf(api).getQueryCache().getAll()).toEqual([]);
    expect(lists).toEqual([]);
  });
});

describe('the multistock flag of the last visit', () => {
  it('starts the list at once, and a page whose flag now says otherwise asks again with the right call', async () => {
    const lists = recordCalls(true);
    writePersisted('brandId', String(testBrandId));
    localStorage.setItem('multistockPhase2', 'false');
    const api = createTestApi();
    prefetchProductList(api, new URL('http://app.test/product-v3?page=1'), 'v3');
    await expect.poll(() => lists).toEqual(['list:1']);

    renderProductPage(<ProductListV3Route />, { path: '/product-v3?page=1', api });
    await expect.poll(() => lists).toEqual(['list:1', 'multistock']);
    expect(localStorage.getItem('multistockPhase2')).toBe('true');
  });
});

describe('the v2 product list of a reload', () => {
  it('asks for the phase 1 listing at once, without the version call', async () => {
    const calls: string[] = [];
    server.use(
      mockOperation(mockOptions, 'admin', 'get', '/version', () => {
        calls.push('version');
        return { data: { version: '1.0.0', config: { 'Multistock.Phase2.Enable': true } } };
      }),
      mockOperation(mockOptions, 'product', 'get', '/v2/{tenant}/variant/list', ({ request }) => {
        calls.push(`list:${new URL(request.url).searchParams.get('page')}`);
        return { data: [variant(11, { name: 'Varian v2' })], metadata: paging(1) };
      }),
    );
    writePersisted('brandId', String(testBrandId));
    prefetchProductList(createTestApi(), new URL('http://app.test/product?page=2'), 'v2');
    await expect.poll(() => calls).toEqual(['list:2']);
  });
});

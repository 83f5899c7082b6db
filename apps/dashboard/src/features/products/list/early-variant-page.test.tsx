import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOperation } from '@seller/api-types/testing';
import { savePageQuery, writePersisted } from '../../../platform/persisted-state';
import { createTestApi } from '../../../test/app-harness';
import { startEarlyVariantPage } from '../hooks/early-variant-page';
import {
  mockOptions,
  paging,
  productTypesHandler,
  renderProductPage,
  startMockServer,
  testBrandId,
  variant,
} from '../test/product-test-harness';
import { ProductListV3Route } from './ProductListRoute';

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
    startEarlyVariantPage(createTestApi(), new URL('http://app.test/product-v3?page=3'), 'v3');
    await expect.poll(() => lists).toEqual(['list:3']);

    renderProductPage(<ProductListV3Route />, { path: '/product-v3?page=3' });
    expect(await screen.findByText('Varian awal')).toBeInTheDocument();
    expect(lists).toEqual(['list:3']);
  });

  it('asks for the saved list state of a bare address, as the page will', async () => {
    const lists = recordCalls(false);
    writePersisted('brandId', String(testBrandId));
    savePageQuery('/product-v3', { page: '2', size: '15' });
    startEarlyVariantPage(createTestApi(), new URL('http://app.test/product-v3'), 'v3');
    await expect.poll(() => lists).toEqual(['list:2']);
  });

  it('does not guess for a brand list', async () => {
    const lists = recordCalls(false);
    writePersisted('brandId', '7,8');
    startEarlyVariantPage(createTestApi(), new URL('http://app.test/product-v3'), 'v3');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lists).toEqual([]);
  });
});

describe('the multistock flag of the last visit', () => {
  it('starts the list at once, and a page whose flag now says otherwise asks again with the right call', async () => {
    const lists = recordCalls(true);
    writePersisted('brandId', String(testBrandId));
    localStorage.setItem('multistockPhase2', 'false');
    startEarlyVariantPage(createTestApi(), new URL('http://app.test/product-v3?page=1'), 'v3');
    await expect.poll(() => lists).toEqual(['list:1']);

    renderProductPage(<ProductListV3Route />, { path: '/product-v3?page=1' });
    await expect.poll(() => lists).toEqual(['list:1', 'multistock']);
    expect(localStorage.getItem('multistockPhase2')).toBe('true');
  });
});

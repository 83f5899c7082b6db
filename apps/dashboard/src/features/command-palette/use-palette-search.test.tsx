import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClients } from '@seller/api-types';
import { ApiContext } from '../../platform/api-context';
import type { PaletteSources } from './palette-queries';
import type { SearchSource } from './search-sources';
import { SEARCH_DEBOUNCE_MS, usePaletteSearch } from './use-palette-search';

afterEach(cleanup);

/** A search whose answers the test gives, one call per word. */
function fakeSource(kind: 'product' | 'order') {
  const calls: string[] = [];
  const waiting = new Map<string, { resolve: (labels: string[]) => void; reject: () => void }>();
  const source: SearchSource = {
    scope: { tenant: 'partner', brandId: 101 },
    shape: { kind },
    search: (query) =>
      new Promise((resolve, reject) => {
        calls.push(query);
        waiting.set(query, {
          resolve: (labels) => resolve(labels.map((label) => ({ id: label, kind, label }))),
          reject: () => reject(new Error('Server sedang sibuk.')),
        });
      }),
  };
  const answer = async (query: string, labels: string[] | 'fail') => {
    await act(async () => {
      const call = waiting.get(query);
      if (labels === 'fail') call?.reject();
      else call?.resolve(labels);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return { calls, source, answer };
}

function Shown({ query, sources }: { query: string; sources: PaletteSources }) {
  const search = usePaletteSearch(query, sources);
  return <p>{`${search.status}:${[...search.products, ...search.orders].map((i) => i.label)}`}</p>;
}

function renderSearch(sources: PaletteSources) {
  const api = {} as ApiClients;
  const view = render(
    <ApiContext.Provider value={api}>
      <Shown query="" sources={sources} />
    </ApiContext.Provider>,
  );
  return (query: string) =>
    view.rerender(
      <ApiContext.Provider value={api}>
        <Shown query={query} sources={sources} />
      </ApiContext.Provider>,
    );
}

const pause = () =>
  act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 20)));

describe('usePaletteSearch', () => {
  it('keeps the hits on screen while the next word is asked', async () => {
    const products = fakeSource('product');
    const type = renderSearch({ products: products.source, orders: null });
    type('batik');
    expect(screen.getByText('searching:')).toBeInTheDocument();
    await pause();
    await products.answer('batik', ['Batik Tulis']);
    expect(screen.getByText('done:Batik Tulis')).toBeInTheDocument();

    type('batik tulis');
    expect(screen.getByText('searching:Batik Tulis')).toBeInTheDocument();
    await pause();
    expect(screen.getByText('searching:Batik Tulis')).toBeInTheDocument();
    await products.answer('batik tulis', ['Batik Tulis Parang']);
    expect(screen.getByText('done:Batik Tulis Parang')).toBeInTheDocument();
    expect(products.calls).toEqual(['batik', 'batik tulis']);
  });

  it('brings back no earlier hits after the field was emptied or a search failed', async () => {
    const products = fakeSource('product');
    const type = renderSearch({ products: products.source, orders: null });
    type('batik');
    await pause();
    await products.answer('batik', ['Batik Tulis']);
    type('b');
    expect(screen.getByText('idle:')).toBeInTheDocument();
    type('ba');
    expect(screen.getByText('searching:')).toBeInTheDocument();
    await pause();
    expect(screen.getByText('searching:')).toBeInTheDocument();
    await products.answer('ba', 'fail');
    expect(screen.getByText('failed:')).toBeInTheDocument();
    type('bat');
    expect(screen.getByText('searching:')).toBeInTheDocument();
  });

  it('shows the hits of one search when the other fails, and fails only when both do', async () => {
    const products = fakeSource('product');
    const orders = fakeSource('order');
    const type = renderSearch({ products: products.source, orders: orders.source });
    type('INV-1');
    await pause();
    await products.answer('INV-1', 'fail');
    await orders.answer('INV-1', ['Pesanan INV-1']);
    expect(screen.getByText('done:Pesanan INV-1')).toBeInTheDocument();
    type('INV-2');
    await pause();
    await products.answer('INV-2', 'fail');
    await orders.answer('INV-2', 'fail');
    expect(screen.getByText('failed:')).toBeInTheDocument();
  });
});

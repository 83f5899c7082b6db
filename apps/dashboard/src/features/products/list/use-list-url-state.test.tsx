import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { savePageQuery } from '../../../platform/persisted-state';
import type { ListQuery } from '../urls';
import { useListUrlState } from './use-list-url-state';

beforeEach(() => localStorage.clear());

function at(path: string) {
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
}

describe('the product list state of the address', () => {
  it('opens a bare address on the saved list from its first render, and writes it into the address', async () => {
    savePageQuery('/product-v3', { q: 'Toraja', size: '50' });
    const seen = new Set<ListQuery>();
    const { result } = renderHook(
      () => {
        const state = useListUrlState();
        seen.add(state.query);
        return { ...state, search: useLocation().search };
      },
      { wrapper: at('/product-v3') },
    );
    await waitFor(() => expect(result.current.search).toBe('?q=Toraja&size=50'));
    // One query from the first render on, the same once in the address: never the default list
    // first, and nothing that would ask for the same rows twice.
    expect([...seen].map(({ q, size }) => `${q}/${size}`)).toEqual(['Toraja/50']);
  });

  it('opens a bare address with nothing saved on the defaults, and leaves the address bare', () => {
    const { result } = renderHook(() => ({ ...useListUrlState(), search: useLocation().search }), {
      wrapper: at('/product-v3'),
    });
    expect([result.current.query.q, result.current.query.size, result.current.search]).toEqual([
      '',
      15,
      '',
    ]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { savePageQuery } from '../../platform/persisted-state';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { orderRoutes, printRoutes, restoreOrPrefetchQueue } from './routes';

function load(url: string) {
  return restoreOrPrefetchQueue({
    request: new Request(url),
    params: {},
    context: undefined,
  } as LoaderFunctionArgs) as Response | null;
}

afterEach(() => localStorage.clear());

describe('order routes', () => {
  it('answers /transaction and /transaction-v3, and /print-page on its own', () => {
    expect(orderRoutes.map((route) => route.path)).toEqual(['/transaction', '/transaction-v3']);
    expect(printRoutes.map((route) => route.path)).toEqual(['/print-page']);
  });

  it('brings a bare visit back to the list saved for that path', () => {
    savePageQuery('/transaction-v3', { page: '3', size: '15', status: '2' });
    const response = load('http://app.test/transaction-v3');
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/transaction-v3?page=3&size=15&status=2');
  });

  it('leaves a visit with its own query alone', () => {
    savePageQuery('/transaction-v3', { page: '3' });
    expect(load('http://app.test/transaction-v3?status=1')).toBeNull();
    expect(load('http://app.test/transaction')).toBeNull();
  });
});

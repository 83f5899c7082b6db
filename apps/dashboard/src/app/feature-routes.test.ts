import { describe, expect, it } from 'vitest';
import { claimedPaths, collectFeatureRoutes } from './feature-routes';
import { preparingRoutes, signedInPreparingPaths } from './route-table';

describe('feature routes', () => {
  const products = [{ path: '/product-v3' }, { path: '/product-v3/create' }];
  const print = [{ path: '/print-page' }];

  it('puts a feature’s *Routes arrays under the signed-in layout and printRoutes under the public one', () => {
    const routes = collectFeatureRoutes([
      { productRoutes: products, printRoutes: print, productPaths: { list: '/x' } },
    ]);
    expect(routes.signedIn.map((route) => route.path)).toEqual([
      '/product-v3',
      '/product-v3/create',
    ]);
    expect(routes.public.map((route) => route.path)).toEqual(['/print-page']);
  });

  it('takes every feature’s routes from its routes.tsx, the notification page among them', () => {
    const routes = collectFeatureRoutes();
    expect([...claimedPaths(routes.signedIn)]).toContain('/notification');
    expect([...claimedPaths(routes.public)]).not.toContain('/notification');
  });

  it('keeps the honest placeholder only for paths no feature has claimed', () => {
    const claimed = claimedPaths(products);
    const placeholders = preparingRoutes(claimed, signedInPreparingPaths).map(
      (route) => route.path,
    );
    expect(placeholders).not.toContain('/product-v3');
    expect(placeholders).toContain('/product-v3/variant');
    expect(placeholders).toContain('/settings');
    expect(placeholders).not.toContain('/home');
  });

  it('counts an optional segment as claimed when the feature answers it as two pages', () => {
    const claimed = claimedPaths([
      { path: '/finance-withdrawal' },
      { path: '/finance-withdrawal/:id' },
    ]);
    expect(
      preparingRoutes(claimed, signedInPreparingPaths).map((route) => route.path),
    ).not.toContain('/finance-withdrawal/:id?');
  });

  it('resolves nested child paths against their parent', () => {
    expect([
      ...claimedPaths([{ path: '/report', children: [{ path: 'brand' }, { index: true }] }]),
    ]).toEqual(['/report', '/report/brand']);
  });
});

import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { beforeAll } from 'vitest';
import { mockOperation } from '@seller/api-types/testing';
import { DesignSystemProvider, ToastProvider } from '@seller/design-system';
import type { BrandData, MenuItem, SessionData } from '@seller/machines';
import { ApiContext } from '../../platform/api-context';
import { CurrentLocation, createTestApi, mockOptions } from '../../test/app-harness';
import { BrandSwitchRoot } from '../brand-switch/BrandSwitchRoot';
import { provideSessionMachine } from '../session/session-actors';
import { SessionContext } from '../session/session-context';
import { CommandPaletteEntry } from './CommandPaletteEntry';

export { mockOptions, startMockServer } from '../../test/app-harness';

/** cmdk measures its list; jsdom does not lay out. */
export function withResizeObserver() {
  beforeAll(() => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
}

/** A menu entry in the session's shape. */
export function menuPage(
  name: string,
  path: string,
  index: number,
  childMenu: MenuItem[] = [],
): MenuItem {
  return { name, path, code: path.slice(1), additional: { index }, childMenu };
}

/** The signed-in seller's menu; discussion is in it, but the config allows it for another brand. */
export const sellerMenu: MenuItem[] = [
  menuPage('Beranda', '/home', 1),
  menuPage('Diskusi Produk', '/discussion-product', 2),
  menuPage('Produk', '/product-v3', 3, [
    menuPage('Daftar Produk', '/product-v3', 1),
    menuPage('Tambah Produk', '/product-v3/create', 2),
  ]),
  menuPage('Transaksi', '/transaction-v3', 4),
  menuPage('Pengaturan', '/settings', 5),
];

export interface PaletteAccount {
  brands: { id: string; name: string }[];
  menu: MenuItem[];
  config: unknown;
}

export const sellerAccount: PaletteAccount = {
  brands: [
    { id: '101', name: 'Toko Sekar' },
    { id: '102', name: 'Kopi Nusantara Rasa' },
  ],
  menu: sellerMenu,
  config: [
    // Discussion is allowed for another brand only: the sidebar hides it, so must the palette.
    {
      key: 'discussion.menu',
      configItem: 'Menu diskusi',
      configValue: { isShowForAllBrand: false, brandIds: [999] },
    },
    { key: 'transaction.v3.enable', configItem: 'Transaksi v3', configValue: true },
  ],
};

/**
 * The session as the layout has it once signed in (user 1, brand 101 of the account): the real
 * machine and its storage effects, its two loads answered with the account.
 */
function signedInSession(account: PaletteAccount, api: ReturnType<typeof createTestApi>) {
  return provideSessionMachine({ api, redirectToSignIn: () => {} }).provide({
    actors: {
      fetchSessionData: fromPromise<SessionData>(async () => ({
        user: { id: '1', name: 'Rina Wulandari' },
        brands: account.brands,
        menu: account.menu,
        permissions: null,
        config: account.config,
      })),
      fetchBrandData: fromPromise<BrandData, { brandId: string }>(async ({ input }) => ({
        id: input.brandId,
        brandName: account.brands.find((brand) => brand.id === input.brandId)?.name ?? '',
        brandType: 'regular',
      })),
    },
  });
}

/** The brand switch's sidebar counts, which it asks for as soon as it starts. */
export function brandCountHandlers() {
  return [
    mockOperation(mockOptions, 'admin', 'get', '/admin/order-list/v2/count', () => ({
      data: { totalTransaction: [] },
    })),
    mockOperation(mockOptions, 'product', 'get', '/v3/{tenant}/question/summary', () => ({
      data: { totalNotAnswered: 0, totalQuestion: 0, totalAnswered: 0 },
    })),
  ];
}

/** What the signed-in layout gives the palette: the brand switch around the header's entry. */
function PaletteLayout() {
  const signedIn = SessionContext.useSelector((snapshot) => snapshot.matches('signedIn'));
  if (!signedIn) return null;
  return (
    <BrandSwitchRoot>
      <header>
        <CommandPaletteEntry />
      </header>
      <main>
        <Outlet />
      </main>
    </BrandSwitchRoot>
  );
}

/**
 * Renders the header's palette entry at `path` for a signed-in partner seller; every page shows
 * where it was opened (`Lokasi: …`), or `page` when given. `visited` lists every location the
 * router went to after the first.
 */
export function renderPalette({
  path = '/settings',
  account = sellerAccount,
  page,
}: { path?: string; account?: PaletteAccount; page?: ReactNode } = {}) {
  localStorage.setItem('tenant', 'partner');
  const api = createTestApi();
  const router = createMemoryRouter(
    [
      {
        element: <PaletteLayout />,
        children: [{ path: '*', element: page ?? <CurrentLocation /> }],
      },
    ],
    { initialEntries: [path] },
  );
  const visited: string[] = [];
  let last = router.state.location.key;
  router.subscribe(({ location }) => {
    if (location.key === last) return;
    last = location.key;
    visited.push(`${location.pathname}${location.search}`);
  });
  const view = render(
    <DesignSystemProvider theme="marketplace">
      <ToastProvider>
        <ApiContext.Provider value={api}>
          <SessionContext.Provider
            logic={signedInSession(account, api)}
            options={{ input: { hasSessionToken: true, stored: { brandId: '101' } } }}
          >
            <RouterProvider router={router} />
          </SessionContext.Provider>
        </ApiContext.Provider>
      </ToastProvider>
    </DesignSystemProvider>,
  );
  return { ...view, router, visited };
}

import type { ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { setupServer } from 'msw/node';
import { createActor } from 'xstate';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { DesignSystemProvider, ToastProvider } from '@seller/design-system';
import type { ApiClients } from '@seller/api-types';
import { mockOperation } from '@seller/api-types/testing';
import { ApiContext } from '../platform/api-context';
import { clearSessionCookies, hasSession, saveSessionTokens } from '../platform/session-cookies';
import { provideSessionMachine } from '../features/session/session-actors';
import { SessionContext, type SessionActor } from '../features/session/session-context';
import { readStoredSession } from '../features/session/stored-session';
import { CurrentLocation, createTestApi, mockOptions } from '../test/app-harness';

export { mockOptions } from '../test/app-harness';

/**
 * Layout tests: the signed-in layout (or the brand switch) with a real session actor whose calls
 * MSW answers from the contract, inside a router of stand-in pages. No route table, no App.
 */

export type TestTenant = 'partner' | 'stockist' | 'mofasa';

interface MenuFixture {
  name: string;
  path: string;
  icon: string;
  code: string;
  additionalSettings: { index: number; target: string; newMenu: boolean };
  children: MenuFixture[];
}

export interface LayoutAccount {
  tenant: TestTenant;
  brands: { id: number; name: string; brandType?: 'regular' | 'stockist' | 'mofasa' }[];
  /** Items of the tenant config (`{ key, configItem, configValue }`). */
  config?: { key: string; configItem: string; configValue: unknown }[];
  menu?: MenuFixture[];
  orderTotals?: { status: 1 | 2 | 3 | 4 | 5 | 6 | 8; total: number }[];
  unansweredQuestions?: number;
}

export function menuEntry(
  name: string,
  path: string,
  icon: string,
  code: string,
  extra: Partial<MenuFixture> = {},
): MenuFixture {
  return {
    name,
    path,
    icon,
    code,
    additionalSettings: { index: 1, target: '_self', newMenu: false },
    children: [],
    ...extra,
  };
}

export const sellerMenu: MenuFixture[] = [
  menuEntry('Beranda', '/home', 'home', 'home'),
  menuEntry('Diskusi Produk', '/discussion-product', 'discussion', 'discussion-product', {
    additionalSettings: { index: 2, target: '_self', newMenu: true },
  }),
  menuEntry('Produk', '/product-v3', 'product', 'product', {
    additionalSettings: { index: 3, target: '_self', newMenu: false },
    children: [
      menuEntry('Daftar Produk', '/product-v3', 'product', 'product-v3'),
      menuEntry('Tambah Produk', '/product-v3/create', 'product', 'product-v3-create'),
    ],
  }),
  menuEntry('Transaksi', '/transaction-v3', 'transaction', 'transaction', {
    additionalSettings: { index: 4, target: '_self', newMenu: false },
  }),
  menuEntry('Pengaturan', '/settings', 'other service', 'settings', {
    additionalSettings: { index: 5, target: '_self', newMenu: false },
  }),
];

/** The session's calls and the brand switch's two count calls for one account. */
export function sessionHandlers(account: LayoutAccount) {
  const brandById = (id: number) =>
    account.brands.find((brand) => brand.id === id) ?? account.brands[0]!;
  return [
    mockOperation(mockOptions, 'mimin', 'get', '/v2/{tenant}/user/current', () => ({
      data: {
        id: 1,
        name: 'Rina Wulandari',
        telephone: null,
        email: 'seller@demo.id',
        profilePictureUrl: null,
      },
    })),
    mockOperation(mockOptions, 'mimin', 'get', '/v2/{tenant}/user/brands', () => ({
      data: account.brands.map(({ id, name }) => ({ id, name })),
    })),
    mockOperation(mockOptions, 'admin', 'get', '/v1/system/container/user-menu', () => ({
      data: account.menu ?? sellerMenu,
    })),
    mockOperation(mockOptions, 'admin', 'get', '/v1/internal/user/permission', () => ({
      data: [{ userId: 1, container: 'global', role: 'owner', permissions: [] }],
    })),
    mockOperation(mockOptions, 'admin', 'get', '/v1/tenant/config', () => ({
      data: account.config ?? [],
    })),
    mockOperation(mockOptions, 'brand', 'get', '/v1/brand/{id}', ({ params }) => {
      const brand = brandById(Number(params.id));
      return {
        data: {
          id: brand.id,
          brandId: brand.id,
          brandName: brand.name,
          logoUrl: null,
          type: brand.brandType === 'stockist' ? 'stockist' : 'brand',
          brandType: brand.brandType ?? 'regular',
          brandLevel: null,
          benefitTier: null,
          brandJagoan: null,
          isJagoan: false,
          hasStockist: false,
        },
      };
    }),
    mockOperation(mockOptions, 'admin', 'get', '/admin/order-list/v2/count', () => ({
      data: { totalTransaction: account.orderTotals ?? [] },
    })),
    mockOperation(mockOptions, 'product', 'get', '/v3/{tenant}/question/summary', () => {
      const notAnswered = account.unansweredQuestions ?? 0;
      return {
        data: { totalNotAnswered: notAnswered, totalQuestion: notAnswered, totalAnswered: 0 },
      };
    }),
  ];
}

/**
 * Quiet answers for the parts the layout mounts beside the page (the masking-number sync, the
 * bell, onboarding and promotion): nothing to show, each tested in its own feature.
 */
export const frameHandlers = [
  mockOperation(mockOptions, 'scam', 'get', '/v1/scam/masking-number', ({ request }) => ({
    data: {
      brandId: Number(new URL(request.url).searchParams.get('brandId')),
      maskingNumberEnabled: false,
    },
  })),
  mockOperation(mockOptions, 'brand', 'get', '/v3/{tenant}/notification/count', () => ({
    data: { totalTransaction: 0, totalProduct: 0, totalCount: 0, totalActiveTransaction: 0 },
  })),
  mockOperation(mockOptions, 'brand', 'get', '/v1/{tenant}/popup-information/list', () => ({
    data: { popupInformationList: [] },
  })),
  mockOperation(mockOptions, 'brand', 'get', '/v1/{tenant}/banner/list', () => ({ data: [] })),
];

const sessions: SessionActor[] = [];

/** An MSW server that fails a test on any call without a handler; a clean browser per test. */
export function startLayoutServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    // A desktop window: the sidebar is expanded, not the mobile overlay.
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1440 });
    localStorage.clear();
    sessionStorage.clear();
    clearSessionCookies();
  });
  afterEach(() => {
    cleanup();
    sessions.splice(0).forEach((session) => session.stop());
    server.events.removeAllListeners();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return server;
}

/** Every call the app makes from now on, as `<path>?<query>` without the base URL. */
export function recordCalls(server: ReturnType<typeof setupServer>): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    calls.push(`${url.pathname.replace(/^\/api/, '')}${url.search}`);
  });
  return calls;
}

/** Signs the browser in as far as the app can tell: a session cookie, the tenant, a brand id. */
export function signInAs(tenant: TestTenant, brandId: string) {
  saveSessionTokens({ accessToken: 'test-token', expiresInSeconds: 3600 });
  localStorage.setItem('tenant', tenant);
  localStorage.setItem('brandId', JSON.stringify(brandId));
}

/** The session actor as the app starts it: from the cookie and what the last visit stored. */
export function startSession(api: ApiClients): SessionActor {
  const session = createActor(provideSessionMachine({ api, redirectToSignIn: () => {} }), {
    input: { hasSessionToken: hasSession(), stored: readStoredSession() },
  });
  sessions.push(session);
  session.start();
  return session;
}

/**
 * Renders `element` as the parent route of `pages` (every other path shows where it is) at
 * `path`, with the typed clients, a started session and the toasts.
 */
export function renderWithSession(
  element: ReactNode,
  { path, pages = [] }: { path: string; pages?: RouteObject[] },
) {
  const toasts: string[] = [];
  const api = createTestApi(toasts);
  const session = startSession(api);
  const router = createMemoryRouter(
    [{ element, children: [...pages, { path: '*', element: <CurrentLocation /> }] }],
    { initialEntries: [path] },
  );
  const view = render(
    <DesignSystemProvider theme="marketplace">
      <ToastProvider>
        <ApiContext.Provider value={api}>
          <SessionContext.Provider actor={session}>
            <RouterProvider router={router} />
          </SessionContext.Provider>
        </ApiContext.Provider>
      </ToastProvider>
    </DesignSystemProvider>,
  );
  return { ...view, router, session, api, toasts };
}

import { cleanup, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { mockOperation } from '@seller/api-types/testing';
import { App } from '../app/App';
import { appRoutes } from '../app/route-table';
import type { AppConfig } from '../platform/config';
import { clearSessionCookies, saveSessionTokens } from '../platform/session-cookies';

export const testBaseUrl = 'http://api.test/api';
const options = { baseUrl: testBaseUrl };
export const testConfig: AppConfig = {
  apiBaseUrl: testBaseUrl,
  serviceUrls: {},
  educationUrl: 'https://edukasi.test',
  appVersion: 'test',
};

export type TestTenant = 'partner' | 'stockist' | 'mofasa';

export interface ShellAccount {
  tenant: TestTenant;
  brands: { id: number; name: string; brandType?: 'regular' | 'stockist' | 'mofasa' }[];
  /** Items of the tenant config (`{ key, configItem, configValue }`). */
  config?: { key: string; configItem: string; configValue: unknown }[];
  menu?: MenuFixture[];
  orderTotals?: { status: 1 | 2 | 3 | 4 | 5 | 6 | 8; total: number }[];
  unansweredQuestions?: number;
}

interface MenuFixture {
  name: string;
  path: string;
  icon: string;
  code: string;
  additionalSettings: { index: number; target: string; newMenu: boolean };
  children: MenuFixture[];
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

/** The session calls and the layout's count calls for one account. */
export function shellHandlers(account: ShellAccount) {
  const brandById = (id: number) =>
    account.brands.find((brand) => brand.id === id) ?? account.brands[0]!;
  return [
    mockOperation(options, 'mimin', 'get', '/v2/{tenant}/user/current', () => ({
      data: {
        id: 1,
        name: 'Rina Wulandari',
        telephone: null,
        email: 'seller@demo.id',
        profilePictureUrl: null,
      },
    })),
    mockOperation(options, 'mimin', 'get', '/v2/{tenant}/user/brands', () => ({
      data: account.brands.map(({ id, name }) => ({ id, name })),
    })),
    mockOperation(options, 'admin', 'get', '/v1/system/container/user-menu', () => ({
      data: account.menu ?? sellerMenu,
    })),
    mockOperation(options, 'admin', 'get', '/v1/internal/user/permission', () => ({
      data: [{ userId: 1, container: 'global', role: 'owner', permissions: [] }],
    })),
    mockOperation(options, 'admin', 'get', '/v1/tenant/config', () => ({
      data: account.config ?? [],
    })),
    mockOperation(options, 'brand', 'get', '/v1/brand/{id}', ({ params }) => {
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
    mockOperation(options, 'admin', 'get', '/admin/order-list/v2/count', () => ({
      data: { totalTransaction: account.orderTotals ?? [] },
    })),
    mockOperation(options, 'product', 'get', '/v3/{tenant}/question/summary', () => {
      const notAnswered = account.unansweredQuestions ?? 0;
      return {
        data: { totalNotAnswered: notAnswered, totalQuestion: notAnswered, totalAnswered: 0 },
      };
    }),
  ];
}

/**
 * An MSW server for shell tests. Calls of the features mounted in the layout (notifications,
 * chat, onboarding, home cards) are not under test here: they get a quiet empty 404.
 */
export function startShellServer() {
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
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return server;
}

export const quietFallback = http.all(`${testBaseUrl}/*`, () =>
  HttpResponse.json({ message: 'not under test' }, { status: 404 }),
);

/** Signs the browser in as far as the app can tell: a session cookie, the tenant, a brand id. */
export function signInAs(tenant: TestTenant, brandId: string) {
  saveSessionTokens({ accessToken: 'test-token', expiresInSeconds: 3600 });
  localStorage.setItem('tenant', tenant);
  localStorage.setItem('brandId', JSON.stringify(brandId));
}

/** Renders the whole app (providers, route table, layouts) at a path. */
export function renderShell(path: string) {
  const router = createMemoryRouter(appRoutes({ signedIn: [], public: [] }), {
    initialEntries: [path],
  });
  const view = render(<App config={testConfig} createRouter={() => router} />);
  return { ...view, router };
}

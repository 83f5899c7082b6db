import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@seller/api-types';
import { RouteErrorPage } from '../app/RouteErrorPage';
import { useResource } from '../platform/data/use-resource';
import { DefaultLayout } from './DefaultLayout';
import {
  frameHandlers,
  renderWithSession,
  sessionHandlers,
  signInAs,
  startLayoutServer,
  type LayoutAccount,
} from './layout-test-harness';

const server = startLayoutServer();

const seller: LayoutAccount = {
  tenant: 'partner',
  brands: [{ id: 101, name: 'Batik Sekar Jagad' }],
};

const refused = new ApiError({
  kind: 'http',
  status: 403,
  code: 'FORBIDDEN',
  message: 'Kamu tidak memiliki akses ke data ini.',
  method: 'GET',
  path: '/api/brand/v1/brand/101/settings',
});

/** A page whose first read the server refuses. */
function RefusedPage() {
  const settings = useResource({
    queryKey: ['settings-test', { brandId: 101 }],
    queryFn: () => Promise.reject(refused),
  });
  return <h1>{settings.status === 'error' ? 'Kotak galat halaman' : 'Pengaturan'}</h1>;
}

function ThrowingPage(): never {
  throw new Error('A bug in the page.');
}

/** The signed-in layout over `page` at /settings, as the route table mounts pages (§2). */
function renderPage(page: ReactNode, path = '/settings') {
  signInAs('partner', '101');
  server.use(...sessionHandlers(seller), ...frameHandlers);
  return renderWithSession(<DefaultLayout />, {
    path,
    pages: [{ errorElement: <RouteErrorPage />, children: [{ path: '/settings', element: page }] }],
  });
}

async function mainNav() {
  return screen.findByRole('navigation', { name: 'Menu utama' });
}

describe('error pages inside the signed-in layout (§2, §8)', () => {
  it("shows the 403 page for a page's read the server refuses, in the layout", async () => {
    // React and the router log the error they caught: expected here.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(<RefusedPage />);
    expect(await screen.findByRole('heading', { name: 'Akses belum diberikan' })).toBeVisible();
    expect(screen.queryByText('Kotak galat halaman')).not.toBeInTheDocument();
    expect(await mainNav()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kembali ke Beranda' })).toBeVisible();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    logged.mockRestore();
  });

  it('shows the 500 page for a page that throws, in the layout', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(<ThrowingPage />);
    expect(
      await screen.findByRole('heading', { name: 'Terjadi kesalahan pada server' }),
    ).toBeVisible();
    expect(await mainNav()).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    logged.mockRestore();
  });

  it('keeps the 404 page for a path outside the menu, as the one main landmark', async () => {
    renderPage(<h1>Pengaturan</h1>, '/report/stockist');
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found' }),
    ).toBeVisible();
    expect(await mainNav()).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});

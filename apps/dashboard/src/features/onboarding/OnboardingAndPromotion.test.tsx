import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockOperation } from '@seller/api-types/testing';
import { App } from '../../app/App';
import { appRoutes } from '../../app/route-table';
import {
  menuEntry,
  quietFallback,
  sellerMenu,
  shellHandlers,
  signInAs,
  startShellServer,
  testBaseUrl,
  testConfig,
  type ShellAccount,
} from '../../test/shell-harness';

const server = startShellServer();
const options = { baseUrl: testBaseUrl };

const seller: ShellAccount = {
  tenant: 'partner',
  brands: [{ id: 101, name: 'Batik Sekar Jagad' }],
  config: [{ key: 'onboarding.enable', configItem: 'Onboarding', configValue: true }],
  menu: [...sellerMenu, menuEntry('Notifikasi', '/notification', 'notification', 'notification')],
};

/** An unread onboarding announcement that answers at once, so only the page decides. */
function serveOnboarding() {
  const asked: string[] = [];
  server.use(
    mockOperation(options, 'brand', 'get', '/v2/{tenant}/brand-announcement/onboard', () => {
      asked.push('onboard');
      return {
        data: {
          brandId: 101,
          announcementId: 7,
          isRead: false,
          readBy: null,
          label: 'Onboarding',
          additionalInfo: {
            title: 'Selamat datang di Dashboard Seller',
            content: 'Pelajari tokomu.',
            urlEdu: 'https://edu.test',
          },
        },
      };
    }),
  );
  return asked;
}

function renderAt(path: string) {
  const pages = [
    { path: '/product-v3/create', element: <input aria-label="Nama Produk" /> },
    { path: '/notification', element: <p>Halaman notifikasi</p> },
  ];
  const router = createMemoryRouter(appRoutes({ signedIn: pages, public: [] }), {
    initialEntries: [path],
  });
  render(<App config={testConfig} createRouter={() => router} />);
  return router;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('onboarding in the layout', () => {
  it('never pops up over a create form, even when the seller lands there first', async () => {
    server.use(quietFallback);
    server.use(...shellHandlers(seller));
    const asked = serveOnboarding();
    localStorage.setItem('onboard', 'true');
    signInAs('partner', '101');
    renderAt('/product-v3/create');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Nama Produk' }), 'Kemeja');
    await settle();
    expect(screen.queryByRole('dialog', { name: /Selamat datang/ })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Nama Produk' })).toHaveValue('Kemeja');
  });

  it('waits on other pages and shows on the landing page the seller comes to', async () => {
    server.use(quietFallback);
    server.use(...shellHandlers(seller));
    serveOnboarding();
    localStorage.setItem('onboard', 'true');
    signInAs('partner', '101');
    const router = renderAt('/notification');
    await screen.findByText('Halaman notifikasi');
    await settle();
    expect(screen.queryByRole('dialog', { name: /Selamat datang/ })).not.toBeInTheDocument();
    await router.navigate('/home');
    expect(await screen.findByRole('dialog', { name: /Selamat datang/ })).toBeInTheDocument();
  });
});
